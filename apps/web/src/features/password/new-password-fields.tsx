import type { UseFormReturnType } from '@mantine/form';
import { PasswordField } from '../../components/form-fields';

type Props<Values extends { password: string; confirmPassword: string }> = {
  form: UseFormReturnType<Values>;
  /** 'Password' at registration; its confirmation is 'Confirm <label>'. */
  label?: string;
};

/** A new password and its confirmation (registration's rules), for password managers to fill. */
export function NewPasswordFields<Values extends { password: string; confirmPassword: string }>({
  form,
  label = 'New Password',
}: Props<Values>) {
  return (
    <>
      <PasswordField
        form={form}
        path="password"
        label={label}
        description="At least 6 characters"
        autoComplete="new-password"
        required
      />
      <PasswordField
        form={form}
        path="confirmPassword"
        label={`Confirm ${label}`}
        autoComplete="new-password"
        required
      />
    </>
  );
}
