import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  NullableTimestamptz,
  NumericDefault,
  TextArrayDefault,
  TimestamptzDefault,
  WithDefault,
} from './columns.js';

export type SubscriptionStatus =
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing';
export type SubscriptionPlan = 'church_partner';
export type BillingPeriod = 'monthly' | 'yearly';

export type ChurchesTable = {
  id: Generated<number>;
  name: string;
  description: string;
  address: string;
  city: string;
  /** Two upper-case letters. */
  state: string;
  /** Five digits. */
  zip_code: string;
  phone: string;
  /** Unique case-insensitively. */
  email: string;
  website: string | null;
  denomination: string | null;
  capacity: Generated<number>;
  amenities: TextArrayDefault;
  image_url: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  subscription_status: WithDefault<SubscriptionStatus>;
  subscription_plan: WithDefault<SubscriptionPlan>;
  billing_period: WithDefault<BillingPeriod>;
  subscription_start_date: NullableTimestamptz;
  subscription_end_date: NullableTimestamptz;
  /** When a subscription the church cancelled ends; null while it renews (migration 0030). */
  cancel_at: NullableTimestamptz;
  /**
   * The first time its subscription was active (migration 0026 sets it, whoever writes the
   * status); null for a church that never paid, whose events no visitor sees (docs/adr/0079).
   */
  partner_since: NullableTimestamptz;
  /**
   * The centroid of its zip code (migration 0028), set by the application from an offline table
   * (`zipCentroid`); null when the zip code is not in it.
   */
  latitude: number | null;
  longitude: number | null;
  /** numeric(8,2) as a string, e.g. '9.99'. */
  monthly_fee: NumericDefault;
  created_at: TimestamptzDefault;
  updated_at: TimestamptzDefault;
};

export type ChurchRow = Selectable<ChurchesTable>;
export type NewChurch = Insertable<ChurchesTable>;
export type ChurchUpdate = Updateable<ChurchesTable>;
