import { Fieldset, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { RegistrationForm } from './registration-form-values';

type AccountFieldsProps = { form: RegistrationForm };

/** Step 1: the church official's sign-in (spec §5 registration). */
export function AccountFields({ form }: AccountFieldsProps) {
  return (
    <Fieldset legend="1. Your account" radius="lg">
      <Stack gap="md">
        <TextInput
          label="Username"
          name="username"
          description="3 to 50 letters, numbers or . _ - @"
          autoComplete="username"
          required
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          name="password"
          description="At least 6 characters"
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
      </Stack>
    </Fieldset>
  );
}
