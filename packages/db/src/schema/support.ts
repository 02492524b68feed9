import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TimestamptzDefault } from './columns.js';

export type SupportType = 'equipment' | 'volunteers' | 'food' | 'funding';
export type Availability = 'anytime' | 'weekends' | 'weekdays';
export type Urgency = 'high' | 'medium' | 'low';

type SupportPost = {
  id: Generated<number>;
  church_id: number;
  title: string;
  description: string;
  /** At least one element. */
  support_type: ColumnType<SupportType[], SupportType[], SupportType[]>;
  contact_email: string;
  contact_phone: string | null;
  is_active: Generated<boolean>;
  created_at: TimestamptzDefault;
};

export type SupportOffersTable = SupportPost & { availability: Availability };
export type SupportRequestsTable = SupportPost & { urgency: Urgency };

export type SupportOfferRow = Selectable<SupportOffersTable>;
export type NewSupportOffer = Insertable<SupportOffersTable>;
export type SupportOfferUpdate = Updateable<SupportOffersTable>;
export type SupportRequestRow = Selectable<SupportRequestsTable>;
export type NewSupportRequest = Insertable<SupportRequestsTable>;
export type SupportRequestUpdate = Updateable<SupportRequestsTable>;
