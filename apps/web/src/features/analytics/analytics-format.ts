import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@huddle/domain';

/** 1234 → '1,234'. */
export const formatCount = (value: number) => value.toLocaleString('en-US');

/** 42.5 → '42.5%', 50 → '50%'. */
export const formatPercent = (value: number) => `${value.toLocaleString('en-US')}%`;

/**
 * The change from the previous period in whole percent, or null when there is nothing to compare
 * with (the previous period had none): a trend from zero is not a number, so none is shown.
 */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) * 100) / previous);
}

/** '+25%', '0%', '−40%' (a true minus sign, read as "minus" by screen readers). */
export function formatTrend(percent: number): string {
  if (percent > 0) return `+${percent}%`;
  if (percent < 0) return `−${Math.abs(percent)}%`;
  return '0%';
}

/** 'Last 30 days', 'All time'. */
export function periodLabel(period: AnalyticsPeriod): string {
  return ANALYTICS_PERIODS.find((p) => p.value === period)?.label ?? period;
}

/** '2026-11' → 'Nov 2026'. */
export function formatMonth(month: string): string {
  const [year, mm] = month.split('-');
  const names = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${names[Number(mm) - 1] ?? mm} ${year}`;
}

const PREVIOUS_PERIOD_NAMES: Record<AnalyticsPeriod, string | null> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '1y': 'year',
  all: null,
};

/**
 * '+25% on the previous 30 days', or null when there is no period before ('all') or it had
 * nothing to compare with.
 */
export function trendNote(
  period: AnalyticsPeriod,
  current: number,
  previous: number | undefined,
): string | null {
  const name = PREVIOUS_PERIOD_NAMES[period];
  if (name === null || previous === undefined) return null;
  const trend = trendPercent(current, previous);
  return trend === null ? null : `${formatTrend(trend)} on the previous ${name}`;
}
