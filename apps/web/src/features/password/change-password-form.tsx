import { type ChangePasswordFormValues, changePasswordFormSchema } from '@huddle/domain';
import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError, type FormFailure } from '../../components/form-error';
import { PasswordField } from '../../components/form-fields';
import { focusFirstError } from '../../lib/form-focus';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { NewPasswordFields } from './new-password-fields';
import { passwordFailure } from './password-failure';

const validate = schemaResolver(changePasswordFormSchema, { sync: true });
const EMPTY: ChangePasswordFormValues = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The signed-in user's new password, given the current one (POST /api/password/change). This
 * browser stays signed in; every other one is signed out.
 */
export function ChangePasswordForm() {
  const form = useForm<ChangePasswordFormValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate,
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const change = useMutation(trpc.auth.password.change.mutationOptions());

  const submit = form.onSubmit(({ currentPassword, password }) => {
    setFailure(null);
    change.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          form.reset();
          showToast({
            color: 'green',
            title: 'Password Changed',
            message: 'Every other device signed in to your account was signed out.',
          });
        },
        onError: (error) => setFailure(passwordFailure(form, error, 'Password Not Changed')),
      },
    );
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate aria-label="Change your password">
      <Stack gap="md">
        <FormError failure={failure} />
        <PasswordField
          form={form}
          path="currentPassword"
          label="Current Password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields form={form} />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change Password'}
        </Button>
      </Stack>
    </form>
  );
}
