import { Container, Stack } from '@mantine/core';
import { IconBuildingChurch, IconTools } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { type PageTab, PageTabs } from '../../components/page-tabs';
import { useSession } from '../../lib/session';
import { useAnnounceAppReady } from '../../lib/use-announce-app-ready';
import page from '../../styles/page.module.css';
import { ChurchDirectory } from './church-directory';
import classes from './churches.module.css';
import { PartnerWelcome } from './partner-welcome';
import { RegisterCta } from './register-cta';
import { ResourcesTab } from './resources-tab';
import { WhyChurchesJoin } from './why-churches-join';

const route = getRouteApi('/churches');

type ChurchesTab = 'all' | 'resources';
const TABS: readonly PageTab<ChurchesTab>[] = [
  { value: 'all', label: 'All Churches', icon: <IconBuildingChurch size={18} aria-hidden /> },
  { value: 'resources', label: 'Resources & Tools', icon: <IconTools size={18} aria-hidden /> },
];

/**
 * /churches (spec §2): the pitch for visitors, or a church user's next steps; then the directory
 * and the partner resources in two tabs, which keep their state in the address.
 */
export function ChurchesPage() {
  useAnnounceAppReady();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { session, pending } = useSession();
  const membership = session?.churchUser ?? null;

  return (
    <>
      {membership ? (
        <PartnerWelcome membership={membership} />
      ) : (
        // While the session is unknown the pitch shows: most visitors are signed out.
        <WhyChurchesJoin />
      )}
      <Container size="lg" className={page.page}>
        <Stack gap="xl">
          <PageTabs
            tabs={TABS}
            value={search.tab ?? 'all'}
            onChange={(tab) =>
              navigate({
                search: (prev) => ({ ...prev, tab: tab === 'resources' ? tab : undefined }),
                resetScroll: false,
              })
            }
            label="Churches and resources"
            listClassName={classes.tabsList}
          >
            {search.tab === 'resources' ? (
              <ResourcesTab />
            ) : (
              <ChurchDirectory
                search={search.search}
                denomination={search.denomination}
                onChange={(filter) =>
                  navigate({ search: (prev) => ({ ...prev, ...filter }), resetScroll: false })
                }
              />
            )}
          </PageTabs>
          {!membership && !pending && <RegisterCta />}
        </Stack>
      </Container>
    </>
  );
}
