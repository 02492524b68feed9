import { Container, Stack, Text, Title } from '@mantine/core';
import { SectionCard } from '../../components/section-card';
import { showToast } from '../../lib/toast';
import { AccountEmailForm } from './account-email-form';
import { ChangePasswordForm } from './change-password-form';

/** /account: the signed-in user's password and the e-mail address a reset link goes to. */
export function AccountPage() {
  return (
    <Container size={520} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>Account Settings</Title>
        <SectionCard title="Change password">
          <ChangePasswordForm />
        </SectionCard>
        <SectionCard title="Email for password resets">
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
        </SectionCard>
      </Stack>
    </Container>
  );
}
