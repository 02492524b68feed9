import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';

export type CheckoutProblem = {
  /** 'Payment Failed' (the card provider said no) or 'Payment Error' (anything else). */
  title: string;
  message: string;
  /** The server's own words, when they add something (e.g. which church it refused). */
  detail?: string;
};

type CheckoutErrorProps = CheckoutProblem & { onRetry?: () => void };

/** Spec §2: checkout errors offer a way back to /register-church. */
export function CheckoutError({ title, message, detail, onRetry }: CheckoutErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      title={title}
      icon={<IconAlertTriangle aria-hidden="true" />}
    >
      <Text size="sm">{message}</Text>
      {detail && detail !== message && (
        <Text size="sm" mt={4}>
          {detail}
        </Text>
      )}
      <Group gap="sm" mt="md">
        {onRetry && (
          <Button size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
        <ButtonLink to="/register-church" size="sm" variant="default">
          Back to registration
        </ButtonLink>
      </Group>
    </Alert>
  );
}
