import { DataTable } from '../../../components/data-table';
import type { AdminOutputs } from '../admin-trpc';
import { TabSection } from './tab-section';

type Props = { states: AdminOutputs['dashboard']['geographicInsights'] };

/** Spec §2 Geography: per state, churches, events and attendees. */
export function GeographyTab({ states }: Props) {
  return (
    <TabSection title="Churches by State" isEmpty={states.length === 0}>
      <DataTable
        minWidth={420}
        striped
        columns={['State', 'Churches', 'Events', 'Attendees']}
        rows={states}
        rowKey={(state) => state.state}
        cells={(state) => [state.state, state.churchCount, state.eventCount, state.attendeeCount]}
      />
    </TabSection>
  );
}
