import { CHURCH_EDIT_DENIED, churchEditAccess } from '@huddle/domain';
import { Alert, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ButtonLink } from '../../components/links';
import { QueryLoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { httpStatusOf } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { BackToDashboard } from '../analytics/back-to-dashboard';
import { EditChurchForm } from './edit-church-form';

const route = getRouteApi('/edit-church/$id');

/** The church id of the address, or null when it is not a positive whole number. */
function churchIdOf(param: string): number | null {
  return /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/**
 * /edit-church/{id} (spec §2, §6): owners and officials of that church only. Another role goes to
 * /analytics with 'Insufficient Permissions'; another church's page says 'Access Denied' in place,
 * with the way to the user's own church. The server checks the same rules on save.
 */
export function EditChurchPage() {
  const { id } = route.useParams();
  const { session } = route.useRouteContext();
  const navigate = useNavigate();
  const churchId = churchIdOf(id);
  const access = churchEditAccess(session.churchUser, churchId ?? 0);

  useEffect(() => {
    if (access !== 'insufficient-permissions') return;
    showToast({ color: 'red', ...CHURCH_EDIT_DENIED['insufficient-permissions'] });
    void navigate({ to: '/analytics', replace: true });
  }, [access, navigate]);

  if (access === 'insufficient-permissions') return <PageLoader />;

  return (
    <Container size={760} py={{ base: 'xl', sm: 56 }}>
      <BackToDashboard />
      <Stack gap={4} mb="xl">
        <Title order={1}>Edit Church Information</Title>
        <Text c="dimmed" size="lg">
          Keep your church’s name, description, photo, contact details, location, capacity and
          amenities up to date.
        </Text>
      </Stack>
      {access === 'access-denied' || churchId === null ? (
        <AccessDenied ownChurchId={session.churchUser?.churchId} />
      ) : (
        <LoadedForm churchId={churchId} />
      )}
    </Container>
  );
}

function LoadedForm({ churchId }: { churchId: number }) {
  const church = useQuery(trpc.churches.byId.queryOptions({ id: churchId }));
  if (church.isPending) return <PageLoader label="Loading your church…" />;
  if (church.isError) {
    if (httpStatusOf(church.error) === 404) {
      return (
        <Alert color="red" title="Church Not Found">
          This church no longer exists.
        </Alert>
      );
    }
    return <QueryLoadError title="Failed to load your church" query={church} />;
  }
  return <EditChurchForm church={church.data} />;
}

function AccessDenied({ ownChurchId }: { ownChurchId: number | undefined }) {
  const denied = CHURCH_EDIT_DENIED['access-denied'];
  return (
    <Alert color="red" title={denied.title} icon={<IconLock aria-hidden />} radius="lg">
      <Stack gap="md" align="flex-start">
        <Text size="sm">{denied.message}.</Text>
        <Group gap="sm">
          {ownChurchId !== undefined && (
            <ButtonLink to="/edit-church/$id" params={{ id: String(ownChurchId) }}>
              Edit your church
            </ButtonLink>
          )}
          <ButtonLink to="/analytics" variant="default">
            Back to dashboard
          </ButtonLink>
        </Group>
      </Stack>
    </Alert>
  );
}
