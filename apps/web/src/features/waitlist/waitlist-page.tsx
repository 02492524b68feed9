import { formatAddress, formatEventDateTime } from '@huddle/domain';
import {
  Button,
  Card,
  Container,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleCheck, IconLinkOff, IconTicket } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { EventLinkTitle } from '../../components/event-link-title';
import { ButtonLink } from '../../components/links';
import { PageLoadError } from '../../components/load-error';
import { appCodeOf, httpStatusOf } from '../../lib/api-error';
import { showFailure, showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useAnnounceAppReady } from '../../lib/use-announce-app-ready';
import { peopleCountText } from '../events/event-counts';
import { type WaitlistPlace, waitlistPlaceQuery } from './waitlist-place-query';

const route = getRouteApi('/waitlist/$token');

/** /waitlist/{token}: where the party stands, the seats held for it, and the one button. */
export function WaitlistPage() {
  const { token } = route.useParams();
  const [left, setLeft] = useState<number | null>(null);
  const query = useQuery(waitlistPlaceQuery(token));
  useAnnounceAppReady();
  let body: React.ReactNode;
  if (left !== null) body = <LeftTheLine eventId={left} />;
  else if (query.isPending) body = <PlaceSkeleton />;
  else if (query.isError) {
    const code = appCodeOf(query.error);
    if (code === 'WAITLIST_LINK_EXPIRED') {
      body = <Problem title="This Date Is Over" text="The waitlist for it has closed." />;
    } else if (httpStatusOf(query.error) === 404 || httpStatusOf(query.error) === 400) {
      body = (
        <Problem
          title="This Link Is Not Valid"
          text="It may be cut short (copy the whole link from your e-mail), replaced by a newer link we sent you, or its place was given up or already claimed."
        />
      );
    } else {
      body = (
        <PageLoadError
          heading="Your place on the waitlist"
          title="Your place could not be loaded"
          query={query}
        />
      );
    }
  } else body = <Place token={token} place={query.data} onLeft={setLeft} />;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      {body}
    </Container>
  );
}

function Place({
  token,
  place,
  onLeft,
}: {
  token: string;
  place: WaitlistPlace;
  onLeft: (eventId: number) => void;
}) {
  const { event, party } = place;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const claim = useMutation(trpc.waitlist.claim.mutationOptions());
  const leave = useMutation(trpc.waitlist.leave.mutationOptions());
  const when = formatEventDateTime(event.startsAt, event.timezone).full;
  const seats = party.numberOfGuests === 1 ? 'seat' : 'seats';

  async function claimSeats() {
    try {
      await claim.mutateAsync({ token });
      showToast({
        color: 'green',
        title: "You're going!",
        message: 'Your seats are yours and the church has been told. A confirmation is on its way.',
      });
      void queryClient.invalidateQueries(trpc.events.pathFilter());
      // The same link now manages the RSVP.
      await navigate({ to: '/manage-rsvp/$token', params: { token } });
    } catch (error) {
      showFailure('Claim Failed', error);
      void queryClient.invalidateQueries({ queryKey: waitlistPlaceQuery(token).queryKey });
    }
  }

  async function leaveLine() {
    try {
      const answer = await leave.mutateAsync({ token });
      onLeft(answer.eventId);
    } catch (error) {
      showFailure('Leaving Failed', error);
    }
  }

  return (
    <Stack gap="lg">
      <EventLinkTitle kicker="Your place on the waitlist" event={event} />

      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="place-now">
        <Stack gap="sm" align="flex-start">
          {place.status === 'offered' && place.offeredUntil ? (
            <>
              <Title order={2} size="h4" id="place-now">
                {party.numberOfGuests} {seats} held for you
              </Title>
              <Text>
                Claim them by {formatEventDateTime(place.offeredUntil, event.timezone).full}. After
                that they go to the next party in line.
              </Text>
              <Button
                size="md"
                leftSection={<IconTicket size={18} aria-hidden />}
                loading={claim.isPending}
                onClick={claimSeats}
              >
                Claim my {seats}
              </Button>
            </>
          ) : place.status === 'expired' ? (
            <>
              <Title order={2} size="h4" id="place-now">
                Your held seats passed on
              </Title>
              <Text>
                They were not claimed in time, so they went to the next party. You can join the
                waitlist again on the event page.
              </Text>
              <ButtonLink to="/events/$id" params={{ id: String(event.id) }}>
                Back to the Event
              </ButtonLink>
            </>
          ) : (
            <>
              <Title order={2} size="h4" id="place-now">
                You're number {place.position} in line
              </Title>
              <Text>
                When seats free up for all {peopleCountText(party.numberOfGuests)} of your party, we
                e-mail you and hold them for you. There is nothing to do until then.
              </Text>
            </>
          )}
        </Stack>
      </Card>

      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="place-event">
        <Title order={2} size="h4" id="place-event" mb="sm">
          Details
        </Title>
        <Text size="sm">
          <strong>When:</strong> {when}
        </Text>
        <Text size="sm">
          <strong>Where:</strong> {event.churchName}, {formatAddress(event)}
        </Text>
        <Text size="sm">
          <strong>Party:</strong> {party.attendeeName}, {peopleCountText(party.numberOfGuests)}
        </Text>
      </Card>

      {place.status !== 'expired' && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="place-leave">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4" id="place-leave">
              Changed your plans?
            </Title>
            <Text size="sm">Leaving lets the next party in line have the seats.</Text>
            <Button color="red.9" variant="outline" loading={leave.isPending} onClick={leaveLine}>
              Leave the waitlist
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function PlaceSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading your place on the waitlist…</VisuallyHidden>
      <Stack gap="lg" aria-hidden="true">
        <Skeleton height={34} width="60%" />
        <Skeleton height={140} radius="lg" />
      </Stack>
    </div>
  );
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <Stack align="center" gap="md" pt={48} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden="true">
        <IconLinkOff size={32} />
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      <Text size="lg" c="gray.7" maw={520}>
        {text}
      </Text>
      <ButtonLink to="/events" size="md">
        Find Games & Events
      </ButtonLink>
    </Stack>
  );
}

function LeftTheLine({ eventId }: { eventId: number }) {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="green" aria-hidden="true">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Title order={1} tabIndex={-1} data-autofocus>
        You Left the Waitlist
      </Title>
      <Text size="lg" c="gray.7" maw={520}>
        Your place went to the next party in line. Changed your mind? You can join again on the
        event page.
      </Text>
      <ButtonLink to="/events/$id" params={{ id: String(eventId) }} size="md">
        Back to the Event
      </ButtonLink>
    </Stack>
  );
}
