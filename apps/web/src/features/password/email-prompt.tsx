import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { AccountEmailForm } from './account-email-form';

/**
 * Asked once, right after a sign-in of an account without an e-mail address: without one, a
 * forgotten password cannot be reset. Skipping is fine; it is not asked again.
 */
export function EmailPrompt({ onDone }: { onDone: () => void }) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Add your e-mail address
        </Title>
        <Text c="dimmed">
          If you ever forget your password, we can send a reset link to this address. We use it for
          nothing else.
        </Text>
        <AccountEmailForm
          onSaved={onDone}
          focus
          extraAction={
            <Button variant="subtle" onClick={onDone}>
              Skip for now
            </Button>
          }
        />
      </Stack>
    </Paper>
  );
}
