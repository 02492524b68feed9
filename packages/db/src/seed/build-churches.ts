import type { NewChurch } from '../schema/index.js';
import { zipCentroid } from '../zip-centroids.js';
import { CHURCHES, type ChurchSeed } from './churches.js';
import { churchImageUrl } from './images.js';
import { addDays } from './time.js';

const YEARLY_AS_MONTHLY_FEE = '8.33';

export function churchRows(now: Date): NewChurch[] {
  return CHURCHES.map((c) => ({
    name: c.name,
    description: c.description,
    address: c.address,
    city: c.city,
    state: c.state,
    zip_code: c.zipCode,
    // Where the radius search finds it, as the API locates a church it registers.
    latitude: zipCentroid(c.zipCode)?.latitude ?? null,
    longitude: zipCentroid(c.zipCode)?.longitude ?? null,
    phone: c.phone,
    email: c.email,
    website: c.website,
    denomination: c.denomination,
    capacity: c.capacity,
    amenities: c.amenities,
    image_url: churchImageUrl(c.facade),
    created_at: addDays(now, -c.joinedDaysAgo),
    updated_at: addDays(now, -c.joinedDaysAgo),
    ...subscription(c, now),
  }));
}

/**
 * Demo billing: no Stripe ids, so nothing here can be mistaken for a real customer.
 * monthly_fee holds the per-month price; a yearly plan (100/year) shows as 8.33.
 */
function subscription(c: ChurchSeed, now: Date): Partial<NewChurch> {
  const joined = addDays(now, -c.joinedDaysAgo);
  const billing_period = c.billingPeriod ?? 'monthly';
  const monthly_fee = billing_period === 'yearly' ? YEARLY_AS_MONTHLY_FEE : '9.99';
  const base = { subscription_status: c.subscription, billing_period, monthly_fee };
  // A church that paid became a partner the day after it joined; one that never paid never did.
  const paid = { subscription_start_date: addDays(joined, 1), partner_since: addDays(joined, 1) };
  switch (c.subscription) {
    case 'active':
    case 'past_due':
      return { ...base, ...paid };
    case 'canceled':
      return {
        ...base,
        ...paid,
        subscription_end_date: canceledAt(c, now),
      };
    default:
      return base;
  }
}

/** When a canceled church stopped paying: its events were all posted before. */
export function canceledAt(c: ChurchSeed, now: Date): Date {
  return addDays(now, -(c.canceledDaysAgo ?? Math.floor(c.joinedDaysAgo / 4)));
}
