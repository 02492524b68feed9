import { DataTable } from '../../../components/data-table';
import type { AdminOutputs } from '../admin-trpc';
import { TabSection } from './tab-section';

type Props = { states: AdminOutputs['dashboard']['geographicInsights'] };

/**
 * Spec §2 Geography: per state, churches, events and attendees. Four short columns fit a 360 px
 * phone (328 px inside the page's margins), so it stays a table there, without a sideways scroll.
 */
export function GeographyTab({ states }: Props) {
  return (
    <TabSection title="Churches by State" isEmpty={states.length === 0}>
      <DataTable
        minWidth={300}
        striped
        columns={['State', 'Churches', 'Events', 'Attendees']}
        rows={states}
        rowKey={(state) => state.state}
        cells={(state) => [state.state, state.churchCount, state.eventCount, state.attendeeCount]}
      />
    </TabSection>
  );
}
