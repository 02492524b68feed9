import { Container, Stack, Tabs } from '@mantine/core';
import { IconBuildingChurch, IconTools } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
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
          <Tabs
            value={search.tab ?? 'all'}
            onChange={(value) =>
              navigate({
                search: (prev) => ({
                  ...prev,
                  tab: value === 'resources' ? 'resources' : undefined,
                }),
                resetScroll: false,
              })
            }
            keepMounted={false}
          >
            <Tabs.List className={classes.tabsList} aria-label="Churches and resources">
              <Tabs.Tab value="all" leftSection={<IconBuildingChurch size={18} aria-hidden />}>
                All Churches
              </Tabs.Tab>
              <Tabs.Tab value="resources" leftSection={<IconTools size={18} aria-hidden />}>
                Resources &amp; Tools
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="all">
              <ChurchDirectory
                search={search.search}
                denomination={search.denomination}
                onChange={(filter) =>
                  navigate({ search: (prev) => ({ ...prev, ...filter }), resetScroll: false })
                }
              />
            </Tabs.Panel>
            <Tabs.Panel value="resources">
              <ResourcesTab />
            </Tabs.Panel>
          </Tabs>
          {!membership && !pending && <RegisterCta />}
        </Stack>
      </Container>
    </>
  );
}
