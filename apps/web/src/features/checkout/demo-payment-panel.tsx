import { type BillingPeriod, formatUsd, planPriceCents } from '@huddle/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './checkout.module.css';

type DemoPaymentPanelProps = {
  period: BillingPeriod;
  pending: boolean;
  onComplete: () => void;
};

/**
 * Without Stripe keys the server bills in demo mode (ARCHITECTURE: billing), so the whole flow
 * can be tried locally. Said plainly, so nobody thinks they paid.
 */
export function DemoPaymentPanel({ period, pending, onComplete }: DemoPaymentPanelProps) {
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.demoPanel}>
      <Stack gap="sm" align="flex-start">
        <Group gap="sm">
          <Badge color="yellow" variant="filled" c="dark.8">
            Demo
          </Badge>
          <Title order={2} size="h3">
            Demo billing — no card will be charged
          </Title>
        </Group>
        <Text>
          This server has no card payment provider configured, so payments are simulated. Completing
          the demo payment activates the Church Partner plan ({period},{' '}
          {formatUsd(planPriceCents(period))}) at once.
        </Text>
        <Button size="md" onClick={onComplete} disabled={pending}>
          {pending ? 'Completing...' : 'Complete demo payment'}
        </Button>
      </Stack>
    </Paper>
  );
}
