import { type ForgotPasswordInput, forgotPasswordInput } from '@huddle/domain';
import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DoneNotice } from '../../components/done-notice';
import { FormError, type FormFailure } from '../../components/form-error';
import { EmailField } from '../../components/form-fields';
import { useFocusOnMount } from '../../lib/focus-on-mount';
import { focusFirstError } from '../../lib/form-focus';
import { trpc } from '../../lib/trpc';
import { passwordFailure } from './password-failure';

/** The same words whatever the address holds: the page must not say whether it has an account. */
export const RESET_SENT_MESSAGE =
  "If an account has that address, we've sent it a link to choose a new password. The link works once, for 30 minutes.";

const validate = schemaResolver(forgotPasswordInput, { sync: true });

/**
 * "Forgot password?" on /login: asks for the account's e-mail address (POST /api/password/forgot)
 * and answers one neutral sentence, the same for every address.
 */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate,
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const send = useMutation(trpc.auth.password.forgot.mutationOptions());
  // Opened by "Forgot password?": the cursor goes where the address is typed.
  const focusOnMount = useFocusOnMount<HTMLInputElement>(true);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    send.mutate(forgotPasswordInput.parse(values), {
      onError: (error) => setFailure(passwordFailure(form, error, 'Not Sent')),
    });
  }, focusFirstError);

  if (send.isSuccess) return <ResetSent />;
  return (
    <form onSubmit={submit} noValidate aria-label="Reset your password">
      <Stack gap="sm">
        <FormError failure={failure} />
        <EmailField
          form={form}
          path="email"
          label="Email"
          description="The address of your account"
          ref={focusOnMount}
          required
        />
        <Button type="submit" variant="light" disabled={send.isPending} fullWidth>
          {send.isPending ? 'Sending...' : 'Email Me a Reset Link'}
        </Button>
      </Stack>
    </form>
  );
}

/** The answer, the same for every address. */
function ResetSent() {
  return (
    <DoneNotice title="Check your inbox" icon={<IconMailCheck aria-hidden />}>
      {RESET_SENT_MESSAGE}
    </DoneNotice>
  );
}
