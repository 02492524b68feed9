import type { EventKind } from '@huddle/domain';
import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { EventFilters } from './event-filters';
import { EventList } from './event-list';
import { EventsChurchNotice } from './events-church-notice';
import {
  type EventFilterValues,
  eventListInput,
  isFiltered,
  NO_FILTERS,
  sportFilterOf,
} from './events-query';
import { SubscribeSearch } from './subscribe-search';

const route = getRouteApi('/events/');

/**
 * One events tab: the church notice, the filter bar and the list. The filters live in the
 * address, so a search can be shared, survives a reload and Back undoes it.
 */
export function EventsPanel({ kind }: { kind: EventKind }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const input = eventListInput(search, kind);
  const filtered = isFiltered(input);

  const applyFilters = (values: EventFilterValues) =>
    navigate({ search: (prev) => ({ ...prev, ...values }), resetScroll: false });
  const clearFilters = () =>
    navigate({
      search: (prev) => ({ ...prev, ...NO_FILTERS, church: undefined }),
      resetScroll: false,
    });
  const widen = (radius: number) =>
    navigate({ search: (prev) => ({ ...prev, radius }), resetScroll: false });
  const clearChurch = () =>
    navigate({ search: (prev) => ({ ...prev, church: undefined }), resetScroll: false });

  return (
    <Stack gap="lg">
      {search.church !== undefined && (
        <EventsChurchNotice churchId={search.church} onClear={clearChurch} />
      )}
      <EventFilters
        kind={kind}
        values={{
          location: search.location,
          sport: sportFilterOf(kind, search.sport),
          date: search.date,
          q: search.q,
          near: search.near,
          lat: search.lat,
          lng: search.lng,
          radius: search.radius,
          sort: search.sort,
        }}
        hideLocation={search.church !== undefined}
        filtered={filtered}
        onApply={applyFilters}
        onClear={clearFilters}
      />
      <SubscribeSearch input={input} />
      <EventList input={input} onClearFilters={clearFilters} onWiden={widen} />
    </Stack>
  );
}
