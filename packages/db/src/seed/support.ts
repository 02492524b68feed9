import type { Availability, SupportType, Urgency } from '../schema/index.js';

type PostSeed = {
  church: string;
  title: string;
  description: string;
  supportType: SupportType[];
  daysAgo: number;
  isActive?: boolean;
};

export type OfferSeed = PostSeed & { availability: Availability };
export type RequestSeed = PostSeed & { urgency: Urgency };

export const OFFERS: OfferSeed[] = [
  {
    church: 'Grace Fellowship Church',
    title: 'Portable projector and 120" screen to lend',
    description:
      'Our old projector setup still works great. Borrow it for a watch party; we can deliver within Austin.',
    supportType: ['equipment'],
    availability: 'weekdays',
    daysAgo: 6,
  },
  {
    church: 'First Baptist Church of Round Rock',
    title: 'Youth volunteers for setup and cleanup',
    description:
      'Our youth group needs service hours. Eight to ten students can help with chairs, tables and trash.',
    supportType: ['volunteers'],
    availability: 'weekends',
    daysAgo: 15,
  },
  {
    church: 'Peachtree Community Church',
    title: 'Catering trays and chafing dishes',
    description:
      'Forty chafing dishes and serving trays available for any church event in metro Atlanta.',
    supportType: ['equipment', 'food'],
    availability: 'anytime',
    daysAgo: 22,
  },
  {
    church: 'Riverside Assembly of God',
    title: 'Gym available for community watch parties',
    description:
      'Our gym seats 400 with a projector wall. Free to partner churches on weeknights; we provide staff.',
    supportType: ['equipment', 'volunteers'],
    availability: 'weekdays',
    daysAgo: 9,
  },
  {
    church: 'Cornerstone Presbyterian Church',
    title: 'Sound engineer for concerts',
    description:
      'A member who runs sound professionally is glad to help partner churches with music nights.',
    supportType: ['volunteers'],
    availability: 'weekends',
    daysAgo: 30,
  },
  {
    church: 'Desert Springs Church of the Nazarene',
    title: 'Outreach mini-grants',
    description:
      'Our missions fund offers up to $500 for outreach events that serve families in need.',
    supportType: ['funding'],
    availability: 'anytime',
    daysAgo: 40,
  },
  {
    church: 'Harbor Light Anglican Church',
    title: 'Bulk coffee and pastry donation',
    description:
      'A local bakery partners with us and has more than we can use. Happy to share for morning events.',
    supportType: ['food'],
    availability: 'weekends',
    daysAgo: 3,
  },
  {
    church: 'Mountain View Evangelical Free Church',
    title: 'Folding tables and 200 chairs',
    description: 'Available to borrow with a week of notice. Pickup in Denver.',
    supportType: ['equipment'],
    availability: 'anytime',
    daysAgo: 60,
    isActive: false,
  },
];

export const REQUESTS: RequestSeed[] = [
  {
    church: 'New Hope Pentecostal Church',
    title: 'Need a projector for Gospel Night',
    description:
      'Our projector failed last month. We need one for a concert night with about 200 guests.',
    supportType: ['equipment'],
    urgency: 'high',
    daysAgo: 2,
  },
  {
    church: "St. Luke's Catholic Parish",
    title: 'Volunteers for the Advent concert',
    description: 'Ushers and a hospitality team for our Lessons and Carols evening.',
    supportType: ['volunteers'],
    urgency: 'medium',
    daysAgo: 8,
  },
  {
    church: 'Westside Church of Christ',
    title: 'Food for the coat drive volunteers',
    description: 'Lunch for about 40 volunteers during our winter coat and blanket drive.',
    supportType: ['food'],
    urgency: 'medium',
    daysAgo: 12,
  },
  {
    church: "St. Andrew's Episcopal Church",
    title: 'Outdoor speakers for courtyard screenings',
    description: 'Looking to borrow weatherproof speakers for our outdoor basketball nights.',
    supportType: ['equipment'],
    urgency: 'high',
    daysAgo: 4,
  },
  {
    church: 'Trinity Lutheran Church',
    title: 'Volunteers and funding for a neighborhood meal',
    description: 'We serve a free Saturday meal and need cooks, servers and help with groceries.',
    supportType: ['volunteers', 'food', 'funding'],
    urgency: 'high',
    daysAgo: 18,
  },
  {
    church: 'Grace Fellowship Church',
    title: 'Extra chairs for Christmas Eve',
    description: 'We expect overflow at our candlelight services and need about 80 folding chairs.',
    supportType: ['equipment'],
    urgency: 'low',
    daysAgo: 1,
  },
];
