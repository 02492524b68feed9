import type { EventKind } from '@huddle/domain';
import type { QueryClient } from '@tanstack/react-query';
import { churchListQuery } from '../churches/church-list-query';
import { eventListQuery } from './event-list-query';
import { activeTab, eventListInput } from './events-query';
import type { EventsSearch, EventsTab } from './events-search';

/** The list each tab shows; the churches tab lists every church (BrowseChurches). */
const TAB_KIND: Record<EventsTab, EventKind | null> = {
  'watch-parties': 'watch_party',
  'church-events': 'church_event',
  churches: null,
};

/** Starts the first page of the open tab's list, as the tab will ask for it. */
export function prefetchEventList(queryClient: QueryClient, search: EventsSearch): void {
  const kind = TAB_KIND[activeTab(search)];
  if (kind) void queryClient.prefetchInfiniteQuery(eventListQuery(eventListInput(search, kind)));
  else void queryClient.prefetchInfiniteQuery(churchListQuery({}));
}
