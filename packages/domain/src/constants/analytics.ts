import { fieldOf } from './lists.js';

/** Spec §9 analytics periods; the admin selector labels them (§2 /admin). */
export const ANALYTICS_PERIODS = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: '1y', label: 'Last year' },
  { value: 'all', label: 'All time' },
] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]['value'];
export const ANALYTICS_PERIOD_VALUES = fieldOf(ANALYTICS_PERIODS, 'value');
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';

const PERIOD_DAYS: Record<AnalyticsPeriod, number | null> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
  all: null,
};

/** The first instant a period covers, counted back from `now`; null for 'all'. */
export function analyticsPeriodStart(period: AnalyticsPeriod, now: Date): Date | null {
  const days = PERIOD_DAYS[period];
  return days === null ? null : new Date(now.getTime() - days * 86_400_000);
}

/** Spec §9 dashboard figures. */
export const RECENT_EVENT_PERFORMANCE_COUNT = 5;
export const MONTHLY_ACTIVITY_MONTHS = 6;
/** Attendance-rate icon: at or above `high` is good, at or above `medium` fair, else low. */
export const ATTENDANCE_RATE_THRESHOLDS = { high: 80, medium: 60 } as const;
export const DASHBOARD_GOALS = {
  events: 24,
  reach: 500,
  capacityUtilizationPercent: 85,
  rsvpConversionPercent: 80,
} as const;
/** Placeholders the spec shows as fixed figures, kept here so nobody invents new ones. */
export const DASHBOARD_PLACEHOLDERS = {
  averageDurationHours: 3.2,
  trendPercent: 12,
} as const;

/** Spec §9: success rate 95/85/75 by capacity utilization above 70/50. */
export function placeholderSuccessRate(utilizationPercent: number): number {
  if (utilizationPercent > 70) return 95;
  if (utilizationPercent > 50) return 85;
  return 75;
}

export type AttendanceRateLevel = 'high' | 'medium' | 'low';

export function attendanceRateLevel(ratePercent: number): AttendanceRateLevel {
  if (ratePercent >= ATTENDANCE_RATE_THRESHOLDS.high) return 'high';
  if (ratePercent >= ATTENDANCE_RATE_THRESHOLDS.medium) return 'medium';
  return 'low';
}
