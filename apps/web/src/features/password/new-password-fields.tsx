import type { UseFormReturnType } from '@mantine/form';
import { PasswordField } from '../../components/form-fields';

type Props<Values extends { password: string; confirmPassword: string }> = {
  form: UseFormReturnType<Values>;
};

/** A new password and its confirmation, under registration's rules, for password managers to fill. */
export function NewPasswordFields<Values extends { password: string; confirmPassword: string }>({
  form,
}: Props<Values>) {
  return (
    <>
      <PasswordField
        form={form}
        path="password"
        label="New Password"
        description="At least 6 characters"
        autoComplete="new-password"
        required
      />
      <PasswordField
        form={form}
        path="confirmPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
