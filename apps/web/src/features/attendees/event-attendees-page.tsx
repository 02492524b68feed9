import { formatDayAndDate, formatEventDateTime } from '@huddle/domain';
import {
  Button,
  Container,
  Group,
  Modal,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconSend, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '../../components/links';
import { ListEmpty } from '../../components/list-empty';
import { QueryLoadError } from '../../components/load-error';
import { ShowMorePages } from '../../components/load-more';
import { showFailure } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { BackToDashboard } from '../analytics/back-to-dashboard';
import { peopleCountText } from '../events/event-counts';
import { ChurchWaitlist } from '../waitlist/church-waitlist';
import { AttendeeDetails } from './attendee-details';
import { AttendeesTable } from './attendees-table';
import { downloadAttendeesCsv } from './download-csv';
import { type DateAudience, MessageModal, type MessageRecipient } from './message-modal';
import { type AttendeeRow, RemoveAttendeeDialog } from './remove-attendee-dialog';

const route = getRouteApi('/analytics_/events/$eventId');
const PAGE_SIZE = 50;

function eventIdOf(param: string): number | null {
  return /^\d{1,10}$/.test(param) && Number(param) > 0 && Number(param) <= 2_147_483_647
    ? Number(param)
    : null;
}

/** /analytics/events/{id}: who is coming to one of the church's events, and what to do about it. */
export function EventAttendeesPage() {
  const { eventId: param } = route.useParams();
  const { session } = route.useRouteContext();
  const eventId = eventIdOf(param);
  const churchId = session.churchUser?.churchId;

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <BackToDashboard />
      {churchId === undefined ? (
        <Stack gap="xs">
          <Title order={1}>Church Not Found</Title>
          <Text>Register your church to see who is coming to its events.</Text>
        </Stack>
      ) : eventId === null ? (
        <Stack gap="xs">
          <Title order={1}>Event Not Found</Title>
          <Text>The event you're looking for doesn't exist.</Text>
        </Stack>
      ) : (
        <Attendees churchId={churchId} eventId={eventId} />
      )}
    </Container>
  );
}

/** 'All dates' in the date select: the whole list. */
const ALL_DATES = '';

function Attendees({ churchId, eventId }: { churchId: number; eventId: number }) {
  // A series: the church looks at one date at a time, or at all of them; the date is in the
  // address, so the analytics page can link to it and a reload keeps it.
  const date = route.useSearch().date ?? ALL_DATES;
  const navigate = route.useNavigate();
  const setDate = (picked: string) =>
    void navigate({ search: picked ? { date: picked } : {}, replace: true });
  const query = useInfiniteQuery(
    trpc.attendees.list.infiniteQueryOptions(
      { eventId, limit: PAGE_SIZE, date: date || undefined },
      // Another date's list replaces this one when it arrives; the page stays meanwhile.
      { getNextPageParam: (page) => page.nextCursor, placeholderData: keepPreviousData },
    ),
  );
  const [details, setDetails] = useState<AttendeeRow | null>(null);
  const [recipient, setRecipient] = useState<MessageRecipient | DateAudience | null>(null);
  const [removing, setRemoving] = useState<AttendeeRow | null>(null);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadAttendeesCsv(eventId, date || undefined);
    } catch (error) {
      showFailure('Download Failed', error);
    } finally {
      setDownloading(false);
    }
  }

  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-live="polite" aria-label="Loading attendees">
        <Skeleton height={36} width="60%" />
        <Skeleton height={20} width="40%" />
        <Skeleton height={240} />
      </Stack>
    );
  }
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  if (!first) {
    return (
      <Stack gap="md">
        <Title order={1}>Attendees</Title>
        <QueryLoadError title="Failed to load attendees" query={query} />
      </Stack>
    );
  }
  const { event, dates } = first;
  const attendees = pages.flatMap((page) => page.items);
  // Several dates have RSVPs (or one was picked): the list can be one date's.
  const byDate = dates.length > 1 || date !== ALL_DATES;
  const message = (a: { id: number; attendeeName: string }) =>
    setRecipient({ churchId, eventTitle: event.title, rsvpId: a.id, attendeeName: a.attendeeName });

  // While a dialog is open the page behind it is inert: no stray focus or touch lands on it.
  const dialogOpen = details !== null || recipient !== null || removing !== null;

  return (
    <Stack gap="lg">
      <Stack gap="lg" inert={dialogOpen || undefined}>
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>{event.title}</Title>
            <Text c="gray.7">{formatEventDateTime(event.datetime, event.timezone).full}</Text>
            <Text fw={600}>
              {date
                ? `Seats taken on ${formatDayAndDate(date)}: ${event.currentAttendees} of ${event.maxAttendees}`
                : byDate
                  ? `${peopleCountText(event.currentAttendees)} coming over ${dates.length} dates, ${event.maxAttendees} seats each`
                  : `Seats taken: ${event.currentAttendees} of ${event.maxAttendees}`}
            </Text>
            <AnchorLink to="/events/$id" params={{ id: String(event.id) }} size="sm">
              View the event page
            </AnchorLink>
          </Stack>
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={attendees.length === 0}
              onClick={() =>
                setRecipient({
                  churchId,
                  eventTitle: event.title,
                  eventId,
                  date: date || undefined,
                  label: date ? `everyone on ${formatDayAndDate(date)}` : 'everyone coming',
                })
              }
            >
              Message Everyone
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download()}
              loading={downloading}
              disabled={attendees.length === 0}
            >
              Download CSV
            </Button>
          </Group>
        </Group>

        {byDate && (
          <NativeSelect
            label="Date"
            maw={360}
            value={date}
            onChange={(change) => setDate(change.currentTarget.value)}
            data={[
              { value: ALL_DATES, label: 'All dates' },
              ...dates.map((d) => ({
                value: d.date,
                label: `${formatDayAndDate(d.date)} (${peopleCountText(d.currentAttendees)})`,
              })),
            ]}
          />
        )}

        {attendees.length === 0 ? (
          <ListEmpty
            icon={<IconUsers size={28} aria-hidden />}
            title="No Attendees Yet"
            description="Nobody has RSVP'd for this event yet. Share it to fill the seats."
          />
        ) : (
          <AttendeesTable
            attendees={attendees}
            showDate={byDate && !date}
            onDetails={setDetails}
            onMessage={message}
            onRemove={setRemoving}
          />
        )}
        <ShowMorePages query={query} noun="attendees" />
        <ChurchWaitlist eventId={eventId} date={date || undefined} timezone={event.timezone} />
      </Stack>

      <Modal
        opened={details !== null && recipient === null}
        onClose={() => setDetails(null)}
        title={details ? details.attendeeName : 'Attendee'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {details && <AttendeeDetails rsvpId={details.id} onMessage={message} />}
      </Modal>
      <MessageModal recipient={recipient} onClose={() => setRecipient(null)} />
      <RemoveAttendeeDialog attendee={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
