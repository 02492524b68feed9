import { Badge, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClock,
  IconTrendingDown,
} from '@tabler/icons-react';
import type { AttendanceJudgement } from './attendance-judgement';

type Look = {
  word: string;
  label: string;
  color: string;
  background: string;
  Icon: typeof IconClock;
};

/** Dark text on a pale ground, each at least 6:1, so the word reads as well as the colour. */
const LOOKS: Record<AttendanceJudgement, Look> = {
  high: {
    word: 'Strong',
    label: 'Strong attendance (80% or more)',
    color: '#1e6b30',
    background: '#ebfbee',
    Icon: IconCircleCheck,
  },
  medium: {
    word: 'Fair',
    label: 'Fair attendance (60% to 79%)',
    color: '#8f3d00',
    background: '#fff4e6',
    Icon: IconAlertTriangle,
  },
  low: {
    word: 'Low',
    label: 'Low attendance (under 60%)',
    color: '#a61e1e',
    background: '#fff5f5',
    Icon: IconTrendingDown,
  },
  upcoming: {
    word: 'To come',
    label: 'Still to come: attendance is judged once it has taken place',
    color: '#495057',
    background: '#f1f3f5',
    Icon: IconClock,
  },
};

/**
 * Spec §9: the attendance-rate icon, green at 80 % and above, amber from 60 %, red below, for
 * what has taken place; grey, without a verdict, for what is still to come. A word beside the
 * icon, and the whole sentence for screen readers and as a tooltip.
 */
export function AttendanceRateIcon({ judgement }: { judgement: AttendanceJudgement }) {
  const { word, label, color, background, Icon } = LOOKS[judgement];
  return (
    <Tooltip label={label}>
      <Badge
        role="img"
        aria-label={label}
        variant="outline"
        tt="none"
        leftSection={<Icon size={14} aria-hidden />}
        styles={{ root: { color, background, borderColor: color, flexShrink: 0 } }}
      >
        {word}
      </Badge>
    </Tooltip>
  );
}
