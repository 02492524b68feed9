import { type ResetPasswordFormValues, resetPasswordFormSchema } from '@huddle/domain';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { DoneNotice } from '../../components/done-notice';
import { FormError, type FormFailure } from '../../components/form-error';
import { AnchorLink, ButtonLink } from '../../components/links';
import { focusFirstError } from '../../lib/form-focus';
import { trpc } from '../../lib/trpc';
import { NewPasswordFields } from './new-password-fields';
import { passwordFailure } from './password-failure';

const resetRoute = getRouteApi('/reset-password');
const validate = schemaResolver(resetPasswordFormSchema, { sync: true });

/**
 * /reset-password?token=…, the link of the reset mail: the new password, twice. Nobody is signed
 * in by it: every session of the account ends, and the person signs in with the new password.
 */
export function ResetPasswordPage() {
  const { token } = resetRoute.useSearch();
  return (
    <Container size={460} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Choose a New Password
          </Title>
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <Text>
              This link is not complete. Please open the link from the e-mail again, or <AskAgain />
              .
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

function AskAgain(): ReactNode {
  return <AnchorLink to="/login">ask for a new one on the sign-in page</AnchorLink>;
}

function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<ResetPasswordFormValues>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate,
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const reset = useMutation(trpc.auth.password.reset.mutationOptions());

  const submit = form.onSubmit(({ password }) => {
    setFailure(null);
    reset.mutate(
      { token, password },
      { onError: (error) => setFailure(passwordFailure(form, error, 'Password Not Changed')) },
    );
  }, focusFirstError);

  if (reset.isSuccess) return <PasswordChanged />;
  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        <FormError failure={failure} />
        <NewPasswordFields form={form} />
        <Button type="submit" size="md" fullWidth disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set New Password'}
        </Button>
        {failure && (
          <Text size="sm">
            Link expired? You can <AskAgain />.
          </Text>
        )}
      </Stack>
    </form>
  );
}

function PasswordChanged() {
  return (
    <Stack gap="md">
      <DoneNotice title="Password changed" icon={<IconCircleCheck aria-hidden />}>
        Your password has been changed and your account was signed out everywhere. Sign in with your
        new password.
      </DoneNotice>
      <ButtonLink to="/login" size="md" fullWidth>
        Sign In
      </ButtonLink>
    </Stack>
  );
}
