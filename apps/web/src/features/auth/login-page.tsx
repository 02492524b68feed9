import { officialLoginInput, PRODUCT_NAME } from '@huddle/domain';
import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormError, type FormFailure } from '../../components/form-error';
import { CurrentPasswordField, TextField } from '../../components/form-fields';
import { AnchorLink } from '../../components/links';
import { serverMessage } from '../../lib/api-error';
import { focusFirstError } from '../../lib/form-focus';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { EmailPrompt } from '../password/email-prompt';
import { ForgotPasswordForm } from '../password/forgot-password-form';
import { type LoginFormValues, loginFormOptions } from './login-form';

const loginRoute = getRouteApi('/login');

/** Spec §2 /login: the church official's sign-in. */
export function LoginPage() {
  const { redirect } = loginRoute.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<LoginFormValues>(loginFormOptions);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [askingForEmail, setAskingForEmail] = useState(false);
  const askForEmail = useMutation(trpc.auth.password.askForEmail.mutationOptions());

  const goOn = async () => {
    // With `href` (a checked same-site path with its query), the router ignores `to`.
    await navigate(redirect ? { to: '/', href: redirect } : { to: '/' });
    // Every cached answer may depend on who asks (events carry the owner block for their
    // church's users), so all of them are refreshed, the session included.
    void queryClient.invalidateQueries();
  };

  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (session) => {
        // The answer is the new session: guards see it at once, then the header's query refreshes.
        queryClient.setQueryData(trpc.auth.user.queryKey(), session);
        showToast({
          color: 'green',
          title: 'Login Successful!',
          message: `Welcome back to ${PRODUCT_NAME}.`,
        });
        // An account without an e-mail address is asked for one, once; a failure here only
        // means not asking now.
        const { ask } = await askForEmail.mutateAsync().catch(() => ({ ask: false }));
        if (ask) setAskingForEmail(true);
        else await goOn();
      },
      onError: (error) => {
        const message = serverMessage(error, 'Invalid username or password.');
        showToast({ color: 'red', title: 'Login Failed', message });
        setFailure({ title: 'Login Failed', message });
      },
    }),
  );

  const submit = form.onSubmit((values) => {
    setFailure(null);
    login.mutate(officialLoginInput.parse(values));
  }, focusFirstError);

  if (askingForEmail) {
    return (
      <Container size={460} py={{ base: 'xl', sm: 64 }}>
        <EmailPrompt onDone={() => void goOn()} />
      </Container>
    );
  }
  return (
    <Container size={460} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap={4} mb="lg">
          <Title order={1} size="h2">
            Church Official Login
          </Title>
          <Text c="dimmed">Sign in to manage your church events</Text>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormError failure={failure} />
            <TextField
              form={form}
              path="username"
              label="Username"
              autoComplete="username"
              required
            />
            <CurrentPasswordField form={form} />
            <Button type="submit" size="md" fullWidth disabled={login.isPending}>
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
          </Stack>
        </form>
        <Stack gap="sm" mt="md">
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            aria-expanded={forgotOpen}
            onClick={() => setForgotOpen((open) => !open)}
          >
            Forgot password?
          </Anchor>
          {forgotOpen && <ForgotPasswordForm />}
        </Stack>
        <Text ta="center" mt="lg" size="sm">
          New to {PRODUCT_NAME}?{' '}
          <AnchorLink to="/register-church" fw={600}>
            Register your church
          </AnchorLink>
        </Text>
      </Paper>
    </Container>
  );
}
