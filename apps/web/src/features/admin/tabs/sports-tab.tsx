import type { AdminOutputs } from '../admin-trpc';
import { AdminTable } from './admin-table';
import { TabSection } from './tab-section';

type Props = { sports: AdminOutputs['dashboard']['sportsTrends'] };

/** Spec §2 Sports: ranked, with events, average attendance (1 decimal) and total attendees. */
export function SportsTab({ sports }: Props) {
  return (
    <TabSection title="Sports Trends" isEmpty={sports.length === 0}>
      <AdminTable
        minWidth={480}
        titleColumn={1}
        columns={['Rank', 'Sport', 'Events', 'Average attendance', 'Total attendees']}
        rows={sports}
        rowKey={(sport) => sport.sport}
        cells={(sport, index) => [
          index + 1,
          sport.sport,
          sport.eventCount,
          sport.averageAttendance.toFixed(1),
          sport.totalAttendees,
        ]}
      />
    </TabSection>
  );
}
