import { Fieldset, Stack } from '@mantine/core';
import { EmailField, TextField } from '../../components/form-fields';
import { NewPasswordFields } from '../password/new-password-fields';
import type { RegistrationForm } from './registration-form-values';

type AccountFieldsProps = { form: RegistrationForm };

/** Step 1: the church official's sign-in (spec §5 registration). */
export function AccountFields({ form }: AccountFieldsProps) {
  return (
    <Fieldset legend="1. Your account" radius="lg">
      <Stack gap="md">
        <TextField
          form={form}
          path="username"
          label="Username"
          description="3 to 50 letters, numbers or . _ - @"
          autoComplete="username"
          required
        />
        <EmailField
          form={form}
          path="accountEmail"
          label="Your email (optional)"
          description="Only for resetting your password if you forget it"
        />
        <NewPasswordFields form={form} label="Password" />
      </Stack>
    </Fieldset>
  );
}
