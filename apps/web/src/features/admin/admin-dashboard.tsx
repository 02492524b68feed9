// The tables' own styles: the app's shared stylesheet leaves them out (they are drawn only here
// and on the church dashboard), and Table.ScrollContainer scrolls inside a ScrollArea.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, DEFAULT_ANALYTICS_PERIOD } from '@huddle/domain';
import { Container, Select, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QueryLoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { httpStatusOf } from '../../lib/api-error';
import { AdminHeader } from './admin-header';
import type { SignedInAdmin } from './admin-session';
import { adminTrpc } from './admin-trpc';
import { HeadlineCards } from './headline-cards';
import { ChurchesTab } from './tabs/churches-tab';
import { GeographyTab } from './tabs/geography-tab';
import { ManagementTab } from './tabs/management-tab';
import { OverviewTab } from './tabs/overview-tab';
import { PaymentsTab } from './tabs/payments-tab';
import { SportsTab } from './tabs/sports-tab';

type Props = { admin: SignedInAdmin; onSignedOut: () => void };

/** Spec §2 /admin dashboard: header, period selector, four headline cards and six tabs. */
export function AdminDashboard({ admin, onSignedOut }: Props) {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const dashboard = useQuery(adminTrpc.admin.dashboard.queryOptions({ period }));

  // A token that expired while the page was open: back to the login form.
  const expired = httpStatusOf(dashboard.error) === 401;
  useEffect(() => {
    if (expired) onSignedOut();
  }, [expired, onSignedOut]);

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <AdminHeader admin={admin}>
          <Select
            label="Period"
            data={ANALYTICS_PERIODS.map(({ value, label }) => ({ value, label }))}
            value={period}
            onChange={(value) => value && setPeriod(value as AnalyticsPeriod)}
            allowDeselect={false}
            w={180}
          />
        </AdminHeader>
        {dashboard.isPending ? (
          <PageLoader label="Loading administrator dashboard..." />
        ) : dashboard.isError ? (
          <QueryLoadError title="Failed to load dashboard data" query={dashboard} />
        ) : (
          <>
            <HeadlineCards dashboard={dashboard.data} />
            <Tabs defaultValue="overview" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="overview">Overview</Tabs.Tab>
                <Tabs.Tab value="churches">Churches</Tabs.Tab>
                <Tabs.Tab value="management">Management</Tabs.Tab>
                <Tabs.Tab value="payments">Payments</Tabs.Tab>
                <Tabs.Tab value="geography">Geography</Tabs.Tab>
                <Tabs.Tab value="sports">Sports</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="overview" pt="md">
                <OverviewTab dashboard={dashboard.data} />
              </Tabs.Panel>
              <Tabs.Panel value="churches" pt="md">
                <ChurchesTab churches={dashboard.data.topPerformingChurches} />
              </Tabs.Panel>
              <Tabs.Panel value="management" pt="md">
                <ManagementTab />
              </Tabs.Panel>
              <Tabs.Panel value="payments" pt="md">
                <PaymentsTab period={period} />
              </Tabs.Panel>
              <Tabs.Panel value="geography" pt="md">
                <GeographyTab states={dashboard.data.geographicInsights} />
              </Tabs.Panel>
              <Tabs.Panel value="sports" pt="md">
                <SportsTab sports={dashboard.data.sportsTrends} />
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  );
}
