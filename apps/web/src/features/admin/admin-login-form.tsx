import { type AdminLoginInput, adminLoginInput } from '@huddle/domain';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError, type FormFailure } from '../../components/form-error';
import { CurrentPasswordField, EmailField } from '../../components/form-fields';
import { httpStatusOf, serverMessage } from '../../lib/api-error';
import { focusFirstError } from '../../lib/form-focus';
import { showToast } from '../../lib/toast';
import { signInAdmin } from './admin-sign-in';
import type { AdminOutputs } from './admin-trpc';

type Props = { onSignedIn: (session: AdminOutputs['login']) => void };

/**
 * Spec §8: wrong credentials read 'Login Failed'; anything else 'Login Error'. A refusal with its
 * own reason (too many attempts) keeps the server's words.
 */
function loginFailure(error: unknown): FormFailure {
  const status = httpStatusOf(error);
  if (status === 401) return { title: 'Login Failed', message: 'Invalid credentials' };
  if (status !== undefined && status < 500) {
    return { title: 'Login Failed', message: serverMessage(error, 'Invalid credentials') };
  }
  return { title: 'Login Error', message: 'Failed to authenticate. Please try again.' };
}

/**
 * Spec §2 'Administrator Access': e-mail and password, with the restricted-access warning. After
 * repeated failed sign-ins to an account the API asks for a proof of work, which this browser
 * solves on its own while the button says so (admin-sign-in.ts).
 */
export function AdminLoginForm({ onSignedIn }: Props) {
  const form = useForm<AdminLoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(adminLoginInput, { sync: true }),
  });
  const [checking, setChecking] = useState(false);
  // Beside the form as well as in the toast, as on the church login: it stays until the next try.
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const login = useMutation({
    mutationFn: (values: AdminLoginInput) => signInAdmin(values, () => setChecking(true)),
    onSuccess: onSignedIn,
    onSettled: () => setChecking(false),
    onError: (error) => {
      const shown = loginFailure(error);
      showToast({ color: 'red', ...shown });
      setFailure(shown);
    },
  });
  const submit = form.onSubmit((values) => {
    setFailure(null);
    login.mutate(adminLoginInput.parse(values));
  }, focusFirstError);

  return (
    <Container size={460} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Administrator Access
            </Title>
            <Text c="gray.7">Sign in to the platform administration dashboard</Text>
          </Stack>
          <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />}>
            Restricted access. This area is for authorized platform administrators only; every
            sign-in and action is recorded.
          </Alert>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormError failure={failure} />
              <EmailField form={form} path="email" label="Email" autoComplete="username" required />
              <CurrentPasswordField form={form} />
              <Button
                type="submit"
                size="md"
                fullWidth
                disabled={login.isPending}
                aria-busy={login.isPending}
              >
                {checking
                  ? 'Checking this browser…'
                  : login.isPending
                    ? 'Signing in...'
                    : 'Sign In'}
              </Button>
              {checking && (
                <Text size="sm" c="gray.7" role="status" ta="center">
                  Many sign-ins to this account have failed, so this browser is doing a short check
                  first. This can take a few seconds.
                </Text>
              )}
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}
