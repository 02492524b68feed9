import { type FeedFilters, searchFeedUrl } from '@huddle/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { SubscribeOptions } from '../calendar-feeds/subscribe-options';
import type { EventListInput } from './events-query';

/** The list's filters as the search feed takes them: all but the date and the order. */
export function feedFiltersOf({
  date: _date,
  sort: _sort,
  ...filters
}: EventListInput): FeedFilters {
  return filters;
}

const LIST_NAMES = { watch_party: 'watch parties', church_event: 'church events' } as const;

type Props = { id: string; titleId: string; input: EventListInput };

/**
 * The list as a calendar to subscribe to (GET /api/events/calendar.ics with the same filters):
 * what it finds now and later, kept up to date in the visitor's own calendar. Loaded on the first
 * press of Subscribe (subscribe-search.tsx).
 */
export function SubscribeSearchPanel({ id, titleId, input }: Props) {
  const what = input.sport ?? LIST_NAMES[input.kind];
  const feedUrl = searchFeedUrl(window.location.origin, feedFiltersOf(input));
  return (
    <Paper id={id} withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          Subscribe to these {LIST_NAMES[input.kind]}
        </Title>
        <Text size="sm" c="gray.7">
          Every event this search finds, now and as churches add them, kept up to date in your own
          calendar.
          {input.date !== undefined &&
            ' The date you picked is left out: the calendar holds every date.'}
        </Text>
        <SubscribeOptions feedUrl={feedUrl} name={`Huddle: ${what}`} />
      </Stack>
    </Paper>
  );
}
