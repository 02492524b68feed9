import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MonthlyActivityChart } from './analytics-charts';

const MONTHS = [
  { month: '2026-09', events: 2, attendees: 140 },
  { month: '2026-10', events: 3, attendees: 210 },
];

describe('the monthly activity chart', () => {
  // happy-dom lays nothing out; recharts draws only in a box with a size.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 600, height: 280 }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('has a legend whose swatches show each series in its colour', async () => {
    const { findAllByText } = renderWithProviders(<MonthlyActivityChart months={MONTHS} />);
    const names = await findAllByText(/\((left|right) axis\)$/);
    expect(names.map((n) => n.textContent)).toEqual([
      'Attendees (left axis)',
      'Events (right axis)',
    ]);
    const colours = names.map((name) => {
      const swatch = name.parentElement?.querySelector('.mantine-ColorSwatch-colorOverlay');
      return (swatch as HTMLElement | null)?.style.backgroundColor;
    });
    expect(colours).toEqual(['var(--mantine-color-teal-7)', 'var(--mantine-color-blue-7)']);
  });
});
