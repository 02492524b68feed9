import type { NewSupportOffer, NewSupportRequest } from '../schema/index.js';
import type { HostChurch } from './build-events.js';
import { CHURCHES } from './churches.js';
import { OFFERS, REQUESTS } from './support.js';
import { addDays } from './time.js';

/** Support posts, with the posting church's own email and phone as contact details. */
export function supportRows(
  hosts: Map<string, HostChurch>,
  now: Date,
): { offers: NewSupportOffer[]; requests: NewSupportRequest[] } {
  const common = (post: (typeof OFFERS | typeof REQUESTS)[number]) => {
    const host = hosts.get(post.church);
    const church = CHURCHES.find((c) => c.name === post.church);
    if (!host || !church) throw new Error(`Seed support post names unknown church ${post.church}`);
    return {
      church_id: host.id,
      title: post.title,
      description: post.description,
      support_type: post.supportType,
      contact_email: church.email,
      contact_phone: post.supportType.includes('funding') ? null : church.phone,
      is_active: post.isActive ?? true,
      created_at: addDays(now, -post.daysAgo),
    };
  };
  return {
    offers: OFFERS.map((o) => ({ ...common(o), availability: o.availability })),
    requests: REQUESTS.map((r) => ({ ...common(r), urgency: r.urgency })),
  };
}
