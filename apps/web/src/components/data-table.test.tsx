import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DataTable } from './data-table';

const ROWS = [
  { event: 'Monday Night Football', date: 'Oct 12', rsvps: 14 },
  { event: 'Super Bowl Party', date: 'Feb 8', rsvps: 40 },
];

function renderTable() {
  renderWithProviders(
    <DataTable
      minWidth={640}
      label="Event performance"
      columns={['Event', 'Date', 'RSVPs']}
      rows={ROWS}
      rowKey={(row) => row.event}
      cells={(row) => [row.event, row.date, String(row.rsvps)]}
    />,
  );
}

/** happy-dom lays nothing out: the box's and the table's widths, as a browser would measure. */
function layOut(boxWidth: number, tableWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(tableWidth);
}

describe('DataTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a phone, scrolls in a region of its own that the keyboard reaches, and says so', () => {
    layOut(300, 640);
    renderTable();
    const region = screen.getByRole('region', { name: 'Event performance' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeVisible();
    expect(screen.getByText('Scroll sideways to see every column →')).toBeVisible();
  });

  it('where it fits, is a plain table with no cue', () => {
    layOut(900, 900);
    renderTable();
    expect(screen.getByRole('table')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Event performance' })).not.toHaveAttribute(
      'tabindex',
    );
    expect(screen.queryByText(/Scroll sideways/)).toBeNull();
  });
});
