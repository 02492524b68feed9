import { SUPPORT_TYPES, supportTypeLabel } from '@huddle/domain';
import { Checkbox, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

/** The fields an offer and a request share (spec §3). */
export type CommonField = 'title' | 'description' | 'supportType' | 'contactEmail' | 'contactPhone';

type Props = {
  /** `form.key(name)` of the modal's form. */
  fieldKey: (name: CommonField) => string;
  /** `form.getInputProps(name)` of the modal's form. */
  inputProps: (name: CommonField) => GetInputPropsReturnType;
  /** The board's own field (availability or urgency), shown beside the support types. */
  children: ReactNode;
};

/** The create modals' shared fields; validation is the domain schema's (spec §5). */
export function SupportPostFields({ fieldKey, inputProps, children }: Props) {
  return (
    <>
      <TextInput
        label="Title"
        name="title"
        required
        data-autofocus
        key={fieldKey('title')}
        {...inputProps('title')}
      />
      <Textarea
        label="Description"
        name="description"
        required
        autosize
        minRows={3}
        maxRows={8}
        key={fieldKey('description')}
        {...inputProps('description')}
      />
      <Checkbox.Group
        label="Type of support"
        required
        key={fieldKey('supportType')}
        {...inputProps('supportType')}
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
          key={fieldKey('contactEmail')}
          {...inputProps('contactEmail')}
        />
        <TextInput
          label="Contact Phone"
          name="contactPhone"
          type="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
          key={fieldKey('contactPhone')}
          {...inputProps('contactPhone')}
        />
      </SimpleGrid>
    </>
  );
}
