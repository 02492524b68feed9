import {
  SUPPORT_TYPES,
  type SupportOfferFormValues,
  type SupportRequestFormValues,
  supportTypeLabel,
} from '@huddle/domain';
import { Checkbox, Group, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { DescriptionField, EmailField, PhoneField, TextField } from '../../components/form-fields';

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
      <TextField form={form} path="title" label="Title" required data-autofocus />
      <DescriptionField form={form} path="description" />
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
        <EmailField form={form} path="contactEmail" label="Contact Email" required />
        <PhoneField form={form} path="contactPhone" label="Contact Phone" />
      </SimpleGrid>
    </>
  );
}
