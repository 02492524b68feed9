import { type StubHandlers, stubTrpc } from '../../test/trpc-stub';

// The /admin page's answers, for its component tests.

export const admin = { id: 1, email: 'ops@huddle.test', name: 'Platform Admin', role: 'admin' };

export const dashboard = {
  totalChurches: 12,
  totalEvents: 340,
  totalAttendees: 5120,
  totalRsvps: 2100,
  growthMetrics: { churchGrowthRate: 12.5 },
  userEngagementMetrics: {
    dailyActiveUsers: 42,
    monthlyActiveUsers: 610,
    pageViews: 9876,
    conversionRates: { visitorToRsvp: 18.2 },
  },
  topPerformingChurches: [
    {
      churchId: 3,
      name: 'Grace Fellowship',
      totalEvents: 8,
      totalAttendees: 210,
      engagementScore: 290,
    },
  ],
  geographicInsights: [{ state: 'TX', churchCount: 5, eventCount: 120, attendeeCount: 2200 }],
  sportsTrends: [{ sport: 'NFL', eventCount: 90, averageAttendance: 24, totalAttendees: 2160 }],
};

export const churchList = [
  {
    id: 3,
    name: 'Grace Fellowship',
    city: 'Austin',
    state: 'TX',
    email: 'office@grace.org',
    createdAt: new Date('2026-03-01T12:00:00Z'),
    eventCount: 8,
    subscriptionStatus: 'active',
    billingPeriod: 'yearly',
  },
];

export const payments = [
  {
    id: 3,
    name: 'Grace Fellowship',
    email: 'office@grace.org',
    subscriptionStatus: 'unpaid',
    billingPeriod: 'monthly',
    monthlyFee: 9.99,
    subscriptionStartDate: null,
    daysActive: null,
    cancelAt: null,
  },
];

export function adminServer(overrides: StubHandlers = {}) {
  return stubTrpc({
    'auth.user': () => null,
    'admin.verify': () => ({ admin }),
    'admin.login': () => ({ token: 'fresh-token', admin, message: 'Login successful' }),
    'admin.logout': () => ({ signedOut: true }),
    'admin.dashboard': () => dashboard,
    'admin.churches': () => churchList,
    'admin.churchPayments': () => payments,
    'admin.payments': () => ({
      monthlyRecurringRevenue: 1234.5,
      activeSubscriptions: 10,
      newSubscriptions: 2,
      churned: 1,
    }),
    'admin.deleteChurch': () => ({ churchName: 'Grace Fellowship', attendeesTold: 0 }),
    'admin.churchAttendeesToTell': () => ({ attendees: 0 }),
    ...overrides,
  });
}
