import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SectionCard } from '../../components/section-card';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AccountEmailForm } from './account-email-form';
import { ChangePasswordForm } from './change-password-form';

/** /account: the signed-in user's password and the e-mail address a reset link goes to. */
export function AccountPage() {
  const queryClient = useQueryClient();
  const current = trpc.auth.password.email.queryOptions();
  return (
    <Container size={520} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>Account Settings</Title>
        <SectionCard title="Change password">
          <ChangePasswordForm />
        </SectionCard>
        <SectionCard title="Email for password resets">
          <CurrentEmail />
          <AccountEmailForm
            onSaved={(email) => {
              queryClient.setQueryData(current.queryKey, { email });
              showToast({
                color: 'green',
                title: 'Email Saved',
                message: `Reset links go to ${email}.`,
              });
            }}
          />
        </SectionCard>
      </Stack>
    </Container>
  );
}

/** Where a reset link would go today, so the user knows whether to change it. */
function CurrentEmail() {
  const { data, isPending, isError } = useQuery(trpc.auth.password.email.queryOptions());
  if (isPending) {
    return <Skeleton height={20} role="status" aria-label="Loading your email address" />;
  }
  if (isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        Your current address could not be loaded. You can still set a new one below.
      </Text>
    );
  }
  return data.email ? (
    <Text size="sm">
      Reset links go to <strong>{data.email}</strong>. A new address replaces it.
    </Text>
  ) : (
    <Text size="sm">
      You have not given an address yet: without one, a forgotten password cannot be reset.
    </Text>
  );
}
