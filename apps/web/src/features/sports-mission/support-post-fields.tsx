import {
  SUPPORT_TYPES,
  type SupportOfferFormValues,
  type SupportRequestFormValues,
  supportTypeLabel,
} from '@huddle/domain';
import { Checkbox, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

/** The create modal's values: what an offer and a request share (spec §3), and each one's own. */
export type SupportPostFormValues = SupportOfferFormValues & SupportRequestFormValues;

type Props = {
  form: UseFormReturnType<SupportPostFormValues>;
  /** The board's own field (availability or urgency), shown beside the support types. */
  children: ReactNode;
};

/** The create modal's shared fields; validation is the domain schema's (spec §5). */
export function SupportPostFields({ form, children }: Props) {
  return (
    <>
      <TextInput
        label="Title"
        name="title"
        required
        data-autofocus
        key={form.key('title')}
        {...form.getInputProps('title')}
      />
      <Textarea
        label="Description"
        name="description"
        required
        autosize
        minRows={3}
        maxRows={8}
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      <Checkbox.Group
        label="Type of support"
        required
        key={form.key('supportType')}
        {...form.getInputProps('supportType')}
      >
        <Group gap="md" mt="xs">
          {SUPPORT_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={supportTypeLabel(type)} name="supportType" />
          ))}
        </Group>
      </Checkbox.Group>
      {children}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Contact Email"
          name="contactEmail"
          type="email"
          autoComplete="email"
          required
          key={form.key('contactEmail')}
          {...form.getInputProps('contactEmail')}
        />
        <TextInput
          label="Contact Phone"
          name="contactPhone"
          type="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
          key={form.key('contactPhone')}
          {...form.getInputProps('contactPhone')}
        />
      </SimpleGrid>
    </>
  );
}
