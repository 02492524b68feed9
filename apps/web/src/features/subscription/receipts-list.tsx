import { formatUsd } from '@huddle/domain';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/empty-state';
import { QueryLoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { trpc } from '../../lib/trpc';
import { downloadReceipt, type Receipt } from './receipt-document';
import { longDate } from './subscription-format';

/** One line per payment, newest first, each with its receipt (Stripe's page, or our file). */
export function ReceiptsList({ churchId, churchName }: { churchId: number; churchName: string }) {
  const receipts = useQuery(trpc.billing.receipts.queryOptions({ churchId }));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Receipts
      </Title>
      {receipts.isPending ? (
        <PageLoader label="Loading receipts…" />
      ) : receipts.isError ? (
        <QueryLoadError title="Failed to load receipts" query={receipts} />
      ) : receipts.data.length === 0 ? (
        <EmptyState>No payments yet.</EmptyState>
      ) : (
        <Stack
          component="ul"
          aria-label="Receipts"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {receipts.data.map((receipt) => (
            <ReceiptLine key={receipt.id} receipt={receipt} churchName={churchName} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ReceiptLine({ receipt, churchName }: { receipt: Receipt; churchName: string }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>
            {longDate(receipt.paidAt)} · {formatUsd(receipt.amountCents)}
          </Text>
          <Text size="sm" c="gray.7">
            {receipt.description} · No. {receipt.number}
          </Text>
        </Stack>
        {receipt.url ? (
          <Anchor href={receipt.url} target="_blank" rel="noopener noreferrer">
            View receipt {receipt.number}
          </Anchor>
        ) : (
          <Button
            variant="default"
            size="sm"
            onClick={() => downloadReceipt(receipt, churchName)}
            aria-label={`Download receipt ${receipt.number}`}
          >
            Download receipt
          </Button>
        )}
      </Group>
    </Paper>
  );
}
