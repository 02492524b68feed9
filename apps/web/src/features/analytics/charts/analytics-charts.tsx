import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatMonth } from '../analytics-format';
import type { ChurchAnalytics } from '../analytics-types';

/*
 * The dashboard's charts, in a module of their own that the page loads lazily: recharts and
 * @mantine/charts reach no other page, and this page paints its figures before they arrive.
 * Each chart is a picture of a table shown beside it, so it is hidden from screen readers.
 */

/** recharts makes a chart keyboard-focusable by default; a hidden picture must not take focus. */
const NOT_FOCUSABLE = { accessibilityLayer: false };

export function MonthlyActivityChart({ months }: { months: ChurchAnalytics['monthlyTrends'] }) {
  return (
    <div aria-hidden="true">
      <BarChart
        h={260}
        data={months.map((m) => ({ ...m, month: formatMonth(m.month) }))}
        dataKey="month"
        series={[
          { name: 'events', label: 'Events', color: 'blue.7' },
          { name: 'attendees', label: 'Attendees', color: 'teal.7' },
        ]}
        withLegend
        barChartProps={NOT_FOCUSABLE}
      />
    </div>
  );
}

export function SportsChart({ sports }: { sports: ChurchAnalytics['topSports'] }) {
  return (
    <div aria-hidden="true">
      <BarChart
        h={Math.max(160, sports.length * 44)}
        data={sports}
        dataKey="sport"
        orientation="vertical"
        yAxisProps={{ width: 130 }}
        series={[{ name: 'attendees', label: 'Attendees', color: 'blue.7' }]}
        barChartProps={NOT_FOCUSABLE}
      />
    </div>
  );
}
