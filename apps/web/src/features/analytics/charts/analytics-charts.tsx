import '@mantine/charts/styles.css';
// The legend's swatches are Mantine's ColorSwatch, whose CSS @mantine/charts does not bring.
import '@mantine/core/styles/ColorSwatch.css';
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

/** Whole numbers on an axis: there is no half an event. */
const WHOLE = { allowDecimals: false };

/**
 * Attendees and events per month. A month has tens of attendees and a few events, so each has
 * its own axis (attendees left, events right): on one axis the events' bars were too low to see.
 */
export function MonthlyActivityChart({ months }: { months: ChurchAnalytics['monthlyTrends'] }) {
  return (
    <div aria-hidden="true">
      <BarChart
        h={280}
        data={months.map((m) => ({ ...m, month: formatMonth(m.month) }))}
        dataKey="month"
        series={[
          { name: 'attendees', label: 'Attendees (left axis)', color: 'teal.7' },
          { name: 'events', label: 'Events (right axis)', color: 'blue.7', yAxisId: 'right' },
        ]}
        yAxisLabel="Attendees"
        yAxisProps={WHOLE}
        withRightYAxis
        rightYAxisLabel="Events"
        rightYAxisProps={WHOLE}
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
