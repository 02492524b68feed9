import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { showToast } from '../../lib/toast';
import { AccountEmailForm } from './account-email-form';
import { ChangePasswordForm } from './change-password-form';

/** /account: the signed-in user's password and the e-mail address a reset link goes to. */
export function AccountPage() {
  return (
    <Container size={520} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>Account Settings</Title>
        <Section title="Change password">
          <ChangePasswordForm />
        </Section>
        <Section title="Email for password resets">
          <Text size="sm" c="dimmed">
            A new address replaces the one you gave before.
          </Text>
          <AccountEmailForm
            onSaved={(email) =>
              showToast({
                color: 'green',
                title: 'Email Saved',
                message: `Reset links go to ${email}.`,
              })
            }
          />
        </Section>
      </Stack>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-label={title}
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
