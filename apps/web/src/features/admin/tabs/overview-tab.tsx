import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AdminOutputs } from '../admin-trpc';

type Props = { dashboard: AdminOutputs['dashboard'] };

function Row({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Text>{label}</Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      <Text fw={600}>{value}</Text>
    </Group>
  );
}

/** The current time, ticking once a second. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Spec §2 Overview: Platform Activity and System Health. */
export function OverviewTab({ dashboard }: Props) {
  const metrics = dashboard.userEngagementMetrics;
  const conversion = metrics.conversionRates.visitorToRsvp;
  const now = useNow();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Platform Activity
          </Title>
          <Row
            label="Daily active users"
            value={metrics.dailyActiveUsers.toLocaleString('en-US')}
            hint="Unique visitors yesterday (UTC)"
          />
          <Row
            // Visitors are anonymous per day (no cookie), so distinct people over a month cannot
            // be counted: the figure is named for what it is (docs/adr/0080).
            label="Visitor-days (30 days)"
            value={metrics.monthlyActiveUsers.toLocaleString('en-US')}
            hint="Each day's unique visitors, added up: someone who came on 3 days counts 3 times"
          />
          <Row label="Page views" value={metrics.pageViews.toLocaleString('en-US')} />
          <Row
            label="RSVP conversion"
            value={conversion === null ? '—' : `${conversion}%`}
            hint={
              conversion === null
                ? 'No event page views in this period, so no rate'
                : "RSVPs per event page view, as on each church's dashboard"
            }
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            System Health
          </Title>
          <Row label="Database Status" value="Active" />
          <Row label="API response time" value="< 200ms" />
          <Row label="Current time" value={now.toLocaleString('en-US')} />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
