import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { serverMessage } from '../lib/api-error';

type Props = { title: string; error: unknown; onRetry: () => void; retrying?: boolean };

/** Something that could not load: why (the server's words when it gave some) and Retry. */
export function LoadError({ title, error, onRetry, retrying = false }: Props) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <span>{serverMessage(error, 'Please check your connection and try again.')}</span>
        <Button
          variant="white"
          color="red"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
