import {
  IconChartBar,
  IconHeartHandshake,
  IconLifebuoy,
  IconUsersGroup,
} from '@tabler/icons-react';

/**
 * What a church gets from Huddle. The home page and /churches pitch the same four, each page in
 * its own words, so a benefit is renamed or replaced here for both.
 */
export const BENEFITS = [
  { icon: IconUsersGroup, title: 'Grow Your Community' },
  { icon: IconHeartHandshake, title: 'Build Lasting Relationships' },
  { icon: IconLifebuoy, title: 'Support Network' },
  { icon: IconChartBar, title: 'Track Your Impact' },
] as const;

export type BenefitTitle = (typeof BENEFITS)[number]['title'];
