import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBallFootball, IconBuildingChurch, IconConfetti } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useAnnounceAppReady } from '../../lib/use-announce-app-ready';
import page from '../../styles/page.module.css';
import { BrowseChurches } from './browse-churches';
import classes from './events.module.css';
import { EventsPanel } from './events-panel';
import { activeTab, tabParam } from './events-query';
import { EVENTS_TABS, type EventsTab } from './events-search';

const route = getRouteApi('/events/');

function isEventsTab(value: string | null): value is EventsTab {
  return (EVENTS_TABS as readonly (string | null)[]).includes(value);
}

/** /events (spec §2): watch parties, church events and churches; visitors see watch parties only. */
export function EventsPage() {
  useAnnounceAppReady();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const visitor = search.role === 'visitor';

  const openTab = (value: string | null) => {
    if (!isEventsTab(value)) return;
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
        <Tabs value={activeTab(search)} onChange={openTab} keepMounted={false}>
          <Tabs.List className={classes.tabsList} aria-label="Event lists">
            <Tabs.Tab
              value="watch-parties"
              leftSection={<IconBallFootball size={18} aria-hidden />}
            >
              Watch Parties
            </Tabs.Tab>
            <Tabs.Tab value="church-events" leftSection={<IconConfetti size={18} aria-hidden />}>
              Church Events
            </Tabs.Tab>
            <Tabs.Tab value="churches" leftSection={<IconBuildingChurch size={18} aria-hidden />}>
              Browse Churches
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="watch-parties">
            <EventsPanel kind="watch_party" />
          </Tabs.Panel>
          <Tabs.Panel value="church-events">
            <EventsPanel kind="church_event" />
          </Tabs.Panel>
          <Tabs.Panel value="churches">
            <BrowseChurches />
          </Tabs.Panel>
        </Tabs>
      )}
    </Container>
  );
}
