import { Button, Group } from '@mantine/core';
import type { ComponentProps } from 'react';
import { ButtonLink } from './links';

type Props = {
  /** Where Cancel leads, leaving what was typed. */
  cancelTo: ComponentProps<typeof ButtonLink>['to'];
  pending: boolean;
  /** The submit button's words, and what it says while the form is sent. */
  label: string;
  pendingLabel: string;
};

/** The foot of a page's form: Cancel, then the submit button, which waits while it is sent. */
export function FormActions({ cancelTo, pending, label, pendingLabel }: Props) {
  return (
    <Group justify="flex-end" gap="sm">
      <ButtonLink to={cancelTo} variant="default" size="md">
        Cancel
      </ButtonLink>
      <Button type="submit" size="md" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </Group>
  );
}
