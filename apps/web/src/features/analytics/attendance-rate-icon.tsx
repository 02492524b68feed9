import { type AttendanceRateLevel, attendanceRateLevel } from '@huddle/domain';
import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconTrendingDown } from '@tabler/icons-react';

const LEVELS: Record<
  AttendanceRateLevel,
  { label: string; color: string; Icon: typeof IconCircleCheck }
> = {
  high: { label: 'Strong attendance (80% or more)', color: 'green.8', Icon: IconCircleCheck },
  medium: { label: 'Fair attendance (60% to 79%)', color: 'yellow.9', Icon: IconAlertTriangle },
  low: { label: 'Low attendance (under 60%)', color: 'red.8', Icon: IconTrendingDown },
};

/** Spec §9: the attendance-rate icon, green at 80 % and above, amber from 60 %, red below. */
export function AttendanceRateIcon({ rate }: { rate: number }) {
  const { label, color, Icon } = LEVELS[attendanceRateLevel(rate)];
  return (
    <Tooltip label={label}>
      <ThemeIcon variant="light" color={color} size="md" radius="xl" role="img" aria-label={label}>
        <Icon size={16} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}
