import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/links';
import { ListEmpty } from '../../components/list-empty';
import { QueryLoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { useShowMore } from '../../components/show-more';
import { trpc } from '../../lib/trpc';
import type { EventAnalyticsEntry } from './analytics-types';
import { EventList } from './event-row';

const STEP = 20;

function EventSection({ title, events }: { title: string; events: EventAnalyticsEntry[] }) {
  const { visible, more } = useShowMore(events, STEP);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title} ({events.length})
        </Title>
        {events.length === 0 ? <Text c="gray.7">None.</Text> : <EventList events={visible} />}
        {more}
      </Stack>
    </Paper>
  );
}

/**
 * The church's home base: every event it hosts, upcoming (soonest first) and past (latest first),
 * whatever the period, each a click from its page.
 */
export function ChurchEvents({ churchId }: { churchId: number }) {
  const events = useQuery(
    trpc.churchAnalytics.events.queryOptions({ id: churchId, period: 'all' }),
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="church-events-title">
      <Title order={2} size="h4" id="church-events-title">
        Your events
      </Title>
      {events.isPending ? (
        <PageLoader label="Loading your events…" />
      ) : events.isError ? (
        <QueryLoadError title="Failed to load your events" query={events} />
      ) : events.data.length === 0 ? (
        <ListEmpty
          icon={<IconCalendarPlus aria-hidden />}
          title="No events yet"
          description="Host a watch party or a church event and it will be listed here with its RSVPs."
          action={<ButtonLink to="/host-event">Host an event</ButtonLink>}
        />
      ) : (
        <>
          <EventSection title="Upcoming" events={events.data.filter((e) => e.upcoming).reverse()} />
          <EventSection title="Past" events={events.data.filter((e) => !e.upcoming)} />
        </>
      )}
    </Stack>
  );
}
