import '@mantine/core/styles/List.css';
import {
  TEAM_ACCESS_DENIED,
  TEAM_ROLE_DUTIES,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  teamAccess,
} from '@huddle/domain';
import { Alert, Container, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/links';
import { QueryLoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { SectionCard } from '../../components/section-card';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MembersList } from './members-list';

/**
 * /church-team: who can sign in and work for the church, and who is invited (ADR 0086). Its
 * owners invite, change roles and remove people; everyone else is told who can.
 */
export function ChurchTeamPage() {
  // The live session, not the route's: an owner who hands over the role sees the page change.
  const { session, pending } = useSession();
  const membership = session?.churchUser;
  const access = membership ? teamAccess(membership, membership.churchId) : 'access-denied';
  return (
    <Container size={820} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Church Team</Title>
          <Text c="gray.7">Who can sign in and work for your church on Huddle.</Text>
        </Stack>
        {pending ? (
          <PageLoader label="Loading your team…" />
        ) : !session || !membership ? (
          <Alert color="yellow" radius="lg" title="No church found">
            <Text size="sm" mb="md">
              Your account is not linked to a church yet.
            </Text>
            <ButtonLink to="/register-church">Register your church</ButtonLink>
          </Alert>
        ) : access !== 'allowed' ? (
          <Alert color="yellow" radius="lg" title={TEAM_ACCESS_DENIED[access].title}>
            {TEAM_ACCESS_DENIED[access].message} Ask an owner of your church to invite someone or
            change a role.
          </Alert>
        ) : (
          <TeamDetails churchId={membership.churchId} yourId={session.user.id} />
        )}
      </Stack>
    </Container>
  );
}

function TeamDetails({ churchId, yourId }: { churchId: number; yourId: number }) {
  const team = useQuery(trpc.churchMembers.list.queryOptions({ churchId }));
  // The header asks for it on every page already; the server decides in any case.
  const billing = useQuery(trpc.billing.status.queryOptions({ churchId }));
  const paying = !billing.data || billing.data.status === 'active';
  return (
    <>
      <SectionCard title="Invite someone">
        {paying ? (
          <InviteForm churchId={churchId} />
        ) : (
          <Alert color="yellow" radius="md" title="Subscription needed to invite">
            <Text size="sm" mb="md">
              Invitations are mailed for churches with an active Church Partner subscription. You
              can still change roles and remove people below.
            </Text>
            <ButtonLink to="/subscription">Manage subscription</ButtonLink>
          </Alert>
        )}
      </SectionCard>
      <SectionCard title="People with access">
        {team.isPending ? (
          <PageLoader label="Loading your team…" />
        ) : team.isError ? (
          <QueryLoadError title="Failed to load your team" query={team} />
        ) : (
          <MembersList churchId={churchId} members={team.data.members} yourId={yourId} />
        )}
      </SectionCard>
      {/* One loading or error message for both lists is enough. */}
      {team.isSuccess && (
        <SectionCard title="Invitations">
          <InvitationsList churchId={churchId} invitations={team.data.invitations} />
        </SectionCard>
      )}
      <SectionCard title="What each role can do">
        <List spacing="xs">
          {TEAM_ROLES.map((role) => (
            <List.Item key={role}>
              <Text span fw={600}>
                {TEAM_ROLE_LABELS[role]}s
              </Text>{' '}
              can {TEAM_ROLE_DUTIES[role]}
            </List.Item>
          ))}
        </List>
      </SectionCard>
    </>
  );
}
