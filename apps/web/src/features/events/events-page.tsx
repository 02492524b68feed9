import { Container, Stack, Text, Title } from '@mantine/core';
import { IconBallFootball, IconBuildingChurch, IconConfetti } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { type PageTab, PageTabs } from '../../components/page-tabs';
import { useAnnounceAppReady } from '../../lib/use-announce-app-ready';
import page from '../../styles/page.module.css';
import { BrowseChurches } from './browse-churches';
import classes from './events.module.css';
import { EventsPanel } from './events-panel';
import { activeTab, tabParam } from './events-query';
import type { EventsTab } from './events-search';

const route = getRouteApi('/events/');

const TABS: readonly PageTab<EventsTab>[] = [
  {
    value: 'watch-parties',
    label: 'Watch Parties',
    icon: <IconBallFootball size={18} aria-hidden />,
  },
  { value: 'church-events', label: 'Church Events', icon: <IconConfetti size={18} aria-hidden /> },
  {
    value: 'churches',
    label: 'Browse Churches',
    icon: <IconBuildingChurch size={18} aria-hidden />,
  },
];

/** /events (spec §2): watch parties, church events and churches; visitors see watch parties only. */
export function EventsPage() {
  useAnnounceAppReady();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const visitor = search.role === 'visitor';
  const tab = activeTab(search);

  const openTab = (value: EventsTab) => {
    // Each list has its own sport choices, so a sport picked on one tab does not follow.
    navigate({
      search: (prev) => ({ ...prev, tab: tabParam(value), sport: undefined }),
      resetScroll: false,
    });
  };

  return (
    <Container size="xl" className={page.page}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>Find Games &amp; Events</Title>
        <Text c="dimmed" className={page.intro}>
          {visitor
            ? 'Watch the big game with your neighbors at a church near you. No account needed: find a watch party and RSVP.'
            : 'Watch the big game with neighbors, or join a service, concert or outreach at a church near you. No account needed to RSVP.'}
        </Text>
      </Stack>

      {visitor ? (
        <EventsPanel kind="watch_party" />
      ) : (
        <PageTabs
          tabs={TABS}
          value={tab}
          onChange={openTab}
          label="Event lists"
          listClassName={classes.tabsList}
          compact
        >
          {tab === 'churches' ? (
            <BrowseChurches />
          ) : (
            // A list of its own per tab, as each tab's filters are.
            <EventsPanel
              key={tab}
              kind={tab === 'church-events' ? 'church_event' : 'watch_party'}
            />
          )}
        </PageTabs>
      )}
    </Container>
  );
}
