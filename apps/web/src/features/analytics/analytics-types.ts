import type { RouterOutputs } from '../../lib/trpc';

export type ChurchAnalytics = RouterOutputs['churchAnalytics']['summary'];
export type EventAnalyticsEntry = RouterOutputs['churchAnalytics']['events'][number];
