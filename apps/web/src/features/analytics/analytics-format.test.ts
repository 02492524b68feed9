import { describe, expect, it } from 'vitest';
import {
  formatMonth,
  formatPercent,
  formatTrend,
  periodLabel,
  trendNote,
  trendPercent,
} from './analytics-format';

describe('analytics figures as text', () => {
  it('computes a trend only against a previous period that had something', () => {
    expect(trendPercent(15, 12)).toBe(25);
    expect(trendPercent(6, 12)).toBe(-50);
    expect(trendPercent(12, 12)).toBe(0);
    expect(trendPercent(5, 0)).toBeNull();
    expect(trendPercent(0, 0)).toBeNull();
  });

  it('writes trends, percentages, periods and months', () => {
    expect(formatTrend(25)).toBe('+25%');
    expect(formatTrend(-50)).toBe('−50%');
    expect(formatTrend(0)).toBe('0%');
    expect(formatPercent(42.5)).toBe('42.5%');
    expect(periodLabel('30d')).toBe('Last 30 days');
    expect(periodLabel('all')).toBe('All time');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
  });

  it('says how a figure compares with the period before, when there is one', () => {
    expect(trendNote('30d', 15, 12)).toBe('+25% on the previous 30 days');
    expect(trendNote('1y', 6, 12)).toBe('−50% on the previous year');
    expect(trendNote('7d', 3, 0)).toBeNull();
    expect(trendNote('all', 3, undefined)).toBeNull();
  });
});
