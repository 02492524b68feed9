import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { PageLoadError } from '../../components/load-error';
import { appCodeOf, httpStatusOf, serverMessage } from '../../lib/api-error';
import { useAnnounceAppReady } from '../../lib/use-announce-app-ready';
import { LinkProblem, ManageRsvpSkeleton } from './manage-rsvp-states';
import { ManageRsvpView } from './manage-rsvp-view';
import { managedRsvpQuery } from './managed-rsvp-query';
import { type CancelledRsvp, RsvpCancelled } from './rsvp-cancelled';

const manageRoute = getRouteApi('/manage-rsvp/$token');

/**
 * Manage my RSVP, with no account: the page the confirmation mail links to. It shows the RSVP,
 * lets the attendee change how many people are coming within the seats left, or cancel.
 */
export function ManageRsvpPage() {
  const { token } = manageRoute.useParams();
  const [cancelled, setCancelled] = useState<CancelledRsvp | null>(null);
  useAnnounceAppReady();
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      {cancelled ? (
        <RsvpCancelled cancelled={cancelled} />
      ) : (
        <ManagedRsvpByToken token={token} onCancelled={setCancelled} />
      )}
    </Container>
  );
}

type ByTokenProps = { token: string; onCancelled: (cancelled: CancelledRsvp) => void };

function ManagedRsvpByToken({ token, onCancelled }: ByTokenProps) {
  const query = useQuery(managedRsvpQuery(token));
  if (query.isPending) return <ManageRsvpSkeleton />;
  if (query.isError) {
    const status = httpStatusOf(query.error);
    if (appCodeOf(query.error) === 'RSVP_CANCELLED_BY_CHURCH') {
      return <LinkProblem kind="cancelledByChurch" text={serverMessage(query.error, '')} />;
    }
    if (status === 404 || status === 400) return <LinkProblem kind="invalid" />;
    if (appCodeOf(query.error) === 'RSVP_LINK_EXPIRED') return <LinkProblem kind="expired" />;
    return (
      <PageLoadError heading="Your RSVP" title="Your RSVP could not be loaded" query={query} />
    );
  }
  return <ManageRsvpView token={token} managed={query.data} onCancelled={onCancelled} />;
}
