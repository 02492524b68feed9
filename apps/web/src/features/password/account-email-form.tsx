import { type AccountEmailInput, accountEmailInput } from '@huddle/domain';
import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormError, type FormFailure } from '../../components/form-error';
import { EmailField } from '../../components/form-fields';
import { useFocusOnMount } from '../../lib/focus-on-mount';
import { focusFirstError } from '../../lib/form-focus';
import { trpc } from '../../lib/trpc';
import { passwordFailure } from './password-failure';

const validate = schemaResolver(accountEmailInput, { sync: true });

type Props = {
  onSaved: (email: string) => void;
  /** Beside the save button: the prompt's "Skip for now". */
  extraAction?: ReactNode;
  /** The prompt after sign-in replaces the page's form: the cursor goes to the address. */
  focus?: boolean;
};

/** The account's own e-mail address, where password reset links go; 409 shown beside the field. */
export function AccountEmailForm({ onSaved, extraAction, focus = false }: Props) {
  const form = useForm<AccountEmailInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate,
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const save = useMutation(trpc.auth.password.setEmail.mutationOptions());
  const focusOnMount = useFocusOnMount<HTMLInputElement>(focus);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    save.mutate(accountEmailInput.parse(values), {
      onSuccess: ({ email }) => onSaved(email),
      onError: (error) => setFailure(passwordFailure(form, error, 'Not Saved')),
    });
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate aria-label="Your e-mail address">
      <Stack gap="md">
        <FormError failure={failure} />
        <EmailField
          form={form}
          path="email"
          label="Your email"
          description="Only for resetting your password if you forget it"
          ref={focusOnMount}
          required
        />
        <Group gap="sm">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Email'}
          </Button>
          {extraAction}
        </Group>
      </Stack>
    </form>
  );
}
