import { IconBuildingChurch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/links';
import { LoadError } from '../../components/load-error';
import { trpc } from '../../lib/trpc';
import { ChurchCard } from '../churches/church-card';
import { CardGrid, CardGridSkeleton, ListEmpty } from './event-list-states';

/** The Browse Churches tab: every partner church, each linking to its own events. */
export function BrowseChurches() {
  const query = useQuery(trpc.churches.list.queryOptions());

  if (query.isPending) return <CardGridSkeleton label="Loading churches…" />;
  if (query.isError) {
    return (
      <LoadError
        title="Failed to fetch churches"
        error={query.error}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <ListEmpty
        icon={<IconBuildingChurch size={28} />}
        title="No Churches Found"
        description="No churches have joined Huddle yet. Is yours the first?"
        action={
          <ButtonLink to="/register-church" variant="light">
            Register your church
          </ButtonLink>
        }
      />
    );
  }
  return (
    <CardGrid>
      {query.data.map((church) => (
        <ChurchCard key={church.id} church={church} headingOrder={2} />
      ))}
    </CardGrid>
  );
}
