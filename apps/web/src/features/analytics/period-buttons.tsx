import { ANALYTICS_PERIOD_VALUES, type AnalyticsPeriod } from '@huddle/domain';
import { Button, Group } from '@mantine/core';
import { periodLabel } from './analytics-format';

type Props = { value: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void };

/** Spec §2: the period buttons 7d, 30d, 90d, 1y and all; the pressed one is the period shown. */
export function PeriodButtons({ value, onChange }: Props) {
  return (
    <Group gap={6} role="group" aria-label="Period">
      {ANALYTICS_PERIOD_VALUES.map((period) => (
        <Button
          key={period}
          size="xs"
          variant={period === value ? 'filled' : 'default'}
          aria-pressed={period === value}
          title={periodLabel(period)}
          onClick={() => onChange(period)}
        >
          {period}
        </Button>
      ))}
    </Group>
  );
}
