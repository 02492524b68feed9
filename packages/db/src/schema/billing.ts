import type { Insertable, Selectable } from 'kysely';
import type { Timestamptz, TimestamptzDefault } from './columns.js';

/** Stripe webhook events already applied; the primary key makes a redelivery a no-op. */
export type StripeEventsTable = {
  /** Stripe's event id, e.g. 'evt_…'. */
  id: string;
  type: string;
  /** Stripe's `created`, to ignore events older than the state already applied. */
  created: Timestamptz;
  processed_at: TimestamptzDefault;
};

export type StripeEventRow = Selectable<StripeEventsTable>;
export type NewStripeEvent = Insertable<StripeEventsTable>;
