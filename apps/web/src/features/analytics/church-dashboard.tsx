import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Table.css';
import {
  type AnalyticsPeriod,
  type ChurchMembership,
  churchEditAccess,
  DEFAULT_ANALYTICS_PERIOD,
  teamAccess,
} from '@huddle/domain';
import { Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCreditCard, IconEdit, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ButtonLink } from '../../components/links';
import { QueryLoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { trpc } from '../../lib/trpc';
import { EmbedSnippet } from '../church-page/embed-snippet';
import { NotificationsPanel } from '../notifications/notifications-panel';
import { periodLabel } from './analytics-format';
import { PeriodButtons } from './period-buttons';
import { EngagementTab } from './tabs/engagement-tab';
import { GrowthTab } from './tabs/growth-tab';
import { OverviewTab } from './tabs/overview-tab';
import { PerformanceTab } from './tabs/performance-tab';

type Props = { churchId: number; membership: ChurchMembership };

/** Spec §2 /analytics for a church user: period buttons, five tabs, the church's events. */
export function ChurchDashboard({ churchId, membership }: Props) {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [tab, setTab] = useState<string | null>('overview');
  const input = { id: churchId, period };
  // Another period keeps the figures shown (and the tab open) until its own arrive.
  const analytics = useQuery({
    ...trpc.churchAnalytics.summary.queryOptions(input),
    placeholderData: keepPreviousData,
  });
  const events = useQuery({
    ...trpc.churchAnalytics.events.queryOptions(input),
    placeholderData: keepPreviousData,
  });
  const switching = analytics.isPlaceholderData || events.isPlaceholderData;
  const church = useQuery(trpc.churches.byId.queryOptions({ id: churchId }));
  const mayEdit = churchEditAccess(membership, churchId) === 'allowed';

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>Church Analytics</Title>
            <Text c="gray.7">{church.data?.name ?? ' '}</Text>
          </Stack>
          {mayEdit && (
            <Group gap="sm">
              <ButtonLink
                to="/subscription"
                variant="default"
                leftSection={<IconCreditCard size={16} aria-hidden />}
              >
                Subscription
              </ButtonLink>
              {teamAccess(membership, churchId) === 'allowed' && (
                <ButtonLink
                  to="/church-team"
                  variant="default"
                  leftSection={<IconUsers size={16} aria-hidden />}
                >
                  Team
                </ButtonLink>
              )}
              <ButtonLink
                to="/edit-church/$id"
                params={{ id: String(churchId) }}
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden />}
              >
                Edit church
              </ButtonLink>
            </Group>
          )}
        </Group>
        <Stack gap={6}>
          <PeriodButtons value={period} onChange={setPeriod} />
          <Text size="sm" c="gray.7" role="status" aria-live="polite">
            {switching && 'Loading… '}
            {period === 'all'
              ? 'All time: every event, past and upcoming.'
              : `${periodLabel(period)}, counted in whole days in each event's own time zone, and every upcoming event.`}
          </Text>
        </Stack>
        {analytics.isPending ? (
          <PageLoader label="Loading your church analytics…" />
        ) : analytics.isError ? (
          <QueryLoadError title="Failed to load analytics" query={analytics} />
        ) : (
          <Tabs value={tab} onChange={setTab} keepMounted={false} aria-busy={switching}>
            <Tabs.List>
              <Tabs.Tab value="overview">Overview</Tabs.Tab>
              <Tabs.Tab value="performance">Performance</Tabs.Tab>
              <Tabs.Tab value="engagement">Engagement</Tabs.Tab>
              <Tabs.Tab value="growth">Growth Insights</Tabs.Tab>
              <Tabs.Tab value="notifications">Notifications</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="md">
              <OverviewTab churchId={churchId} analytics={analytics.data} events={events.data} />
            </Tabs.Panel>
            <Tabs.Panel value="performance" pt="md">
              {events.isPending ? (
                <PageLoader label="Loading event performance…" />
              ) : events.isError ? (
                <QueryLoadError title="Failed to load event performance" query={events} />
              ) : (
                <PerformanceTab events={events.data} />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="engagement" pt="md">
              <EngagementTab analytics={analytics.data} period={period} />
            </Tabs.Panel>
            <Tabs.Panel value="growth" pt="md">
              <GrowthTab analytics={analytics.data} />
            </Tabs.Panel>
            <Tabs.Panel value="notifications" pt="md">
              <NotificationsPanel churchId={churchId} />
            </Tabs.Panel>
          </Tabs>
        )}
        {church.data && (
          <EmbedSnippet
            churchId={churchId}
            churchName={church.data.name}
            title="Put your church's events on your website"
          />
        )}
      </Stack>
    </Container>
  );
}
