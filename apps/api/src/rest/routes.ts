import {
  adminLoginInput,
  analyticsPeriodInput,
  attendeeListInput,
  churchAnalyticsInput,
  churchCreateInput,
  churchSearchInput,
  churchUpdateInput,
  contactSubmission,
  eventCreateInput,
  eventUpdateInput,
  messageSendInput,
  notificationListInput,
  officialLoginInput,
  registerInput,
  type rsvpCreateInput,
  rsvpGuestsChangeInput,
  rsvpManageInput,
  rsvpSubmission,
  subscriptionCreateInput,
  supportOfferFilter,
  supportOfferInput,
  supportRequestFilter,
  supportRequestInput,
} from '@huddle/domain';
import { z } from 'zod';
import { appError } from '../errors/app-error.js';
import { LONG_TEXT_BODY_LIMIT } from '../http/json-body.js';
import {
  adminChurchSchema,
  adminDashboardSchema,
  adminLoginChallengeInput,
  adminLoginChallengeOutput,
  adminLoginOutput,
  adminLogoutOutput,
  adminVerifyOutput,
  churchPaymentSchema,
  deleteChurchOutput,
  paymentAnalyticsSchema,
} from '../modules/admin/admin.schemas.js';
import {
  attendeeDetailSchema,
  attendeePageSchema,
  attendeeRemovedSchema,
} from '../modules/attendees/attendees.schemas.js';
import { sessionUserSchema, userSchema } from '../modules/auth/auth.schemas.js';
import { createSubscriptionOutput } from '../modules/billing/billing.router.js';
import {
  churchAnalyticsSchema,
  eventAnalyticsSchema,
} from '../modules/church-analytics/church-analytics.schemas.js';
import { churchPageSchema, churchSchema } from '../modules/churches/church.schemas.js';
import { contactReceivedSchema } from '../modules/contact/contact.router.js';
import {
  eventDeletedSchema,
  eventListInput,
  eventSchema,
  occurrenceCancelledSchema,
  ownerEventSchema,
} from '../modules/events/event.schemas.js';
import { sentMessageSchema } from '../modules/messages/messages.schemas.js';
import {
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
} from '../modules/notifications/notifications.schemas.js';
import { managedRsvpSchema, rsvpCancelledSchema } from '../modules/rsvps/rsvp-manage.router.js';
import { rsvpCreatedSchema } from '../modules/rsvps/rsvps.router.js';
import {
  supportOfferPageSchema,
  supportOfferSchema,
  supportPostClosedSchema,
  supportRequestPageSchema,
  supportRequestSchema,
} from '../modules/support/support.schemas.js';
import { CACHE_POLICIES } from './http-cache.js';
import { defineRoutes, RestReply, type RestRequest } from './route.js';

/**
 * The next page as an RFC 8288 link: the same path and filters with the next cursor, relative to
 * the request (so it holds behind any host or proxy).
 */
function nextPageLink(path: string, query: RestRequest['query'], nextCursor: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'cursor' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  params.set('cursor', nextCursor);
  return `<${path}?${params}>; rel="next"`;
}

/** The documented `/api/*` surface (spec §7), each path mapped onto its tRPC procedure. */
export const restRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: the service answers and reaches its database; 503 when it cannot',
    call: (api) => api.health.check(),
  },
  {
    method: 'GET',
    path: '/api/ready',
    summary:
      'Readiness: as health, and every migration this build expects is applied; 503 otherwise',
    call: (api) => api.health.ready(),
  },
  {
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in user and their church membership; 401 when signed out',
    call: async (api) => {
      const session = await api.auth.user();
      if (!session) throw appError('UNAUTHORIZED', 'You are not signed in.');
      return session;
    },
    docs: { output: sessionUserSchema },
  },
  {
    method: 'POST',
    path: '/api/register',
    summary: 'Create an account and sign it in; 409 when the username is taken',
    // Spec §7: the user itself (the tRPC procedure wraps it as { user }).
    call: async (api, { body }) =>
      (await api.auth.register(body as z.input<typeof registerInput>)).user,
    successStatus: 201,
    docs: { input: registerInput, output: userSchema },
  },
  {
    method: 'POST',
    path: '/api/login',
    summary: 'Sign in as a church official; 401 for a wrong username or password',
    call: (api, { body }) => api.auth.login(body as z.input<typeof officialLoginInput>),
    docs: { input: officialLoginInput, output: sessionUserSchema },
  },
  {
    method: 'GET',
    path: '/api/churches',
    summary:
      'Churches by name, each with its number of upcoming events; search (name, description or city) and denomination filter; keyset pages via cursor and limit',
    call: (api, { query }) => api.churches.list(query as z.input<typeof churchSearchInput>),
    cache: CACHE_POLICIES.list,
    microCache: true,
    docs: { input: churchSearchInput, output: churchPageSchema },
  },
  {
    method: 'GET',
    path: '/api/churches/:id',
    summary: 'One church; 404 when there is none',
    call: (api, { params }) => api.churches.byId({ id: params.id ?? '' }),
    cache: CACHE_POLICIES.church,
    docs: { output: churchSchema },
  },
  {
    method: 'POST',
    path: '/api/churches',
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    summary:
      'Register a church owned by the signed-in user; 409 for a duplicate or a second church',
    call: (api, { body }) => api.churches.create(body as z.input<typeof churchCreateInput>),
    successStatus: 201,
    docs: { input: churchCreateInput, output: churchSchema },
  },
  {
    method: 'PUT',
    path: '/api/churches/:id',
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    summary:
      "Edit a church's contact, location, capacity and amenities; 403 INSUFFICIENT_PERMISSIONS unless owner or official, 403 ACCESS_DENIED for another church, 409 for a duplicate phone, email or name and address",
    call: (api, { params, body }) =>
      api.churches.update({ ...(body as object), id: params.id ?? '' } as z.input<
        typeof churchUpdateInput
      >),
    docs: { input: churchUpdateInput.omit({ id: true }), output: churchSchema },
  },
  {
    method: 'GET',
    path: '/api/churches/:id/analytics',
    summary:
      "The church's analytics for ?period= (7d, 30d default, 90d, 1y, all: whole days in each event's zone, see docs/adr/0058-church-analytics.md); rsvpConversionRate null without event views; 401 signed out, 403 CHURCH_REQUIRED without a church, 403 ACCESS_DENIED for another church",
    call: (api, { params, query }) =>
      api.churchAnalytics.summary({ ...query, id: params.id ?? '' } as z.input<
        typeof churchAnalyticsInput
      >),
    docs: { input: churchAnalyticsInput.omit({ id: true }), output: churchAnalyticsSchema },
  },
  {
    method: 'GET',
    path: '/api/churches/:id/events/analytics',
    summary:
      "The church's events of ?period= (its past events of the period and every upcoming one), latest first, each with attendance rate and RSVP count; the same rights as /analytics",
    call: (api, { params, query }) =>
      api.churchAnalytics.events({ ...query, id: params.id ?? '' } as z.input<
        typeof churchAnalyticsInput
      >),
    docs: { input: churchAnalyticsInput.omit({ id: true }), output: eventAnalyticsSchema },
  },
  {
    method: 'GET',
    path: '/api/events',
    summary:
      'Active events with their church, upcoming first (when=past for past ones); filters zipCode or city (and state), sport, date, church, kind; a JSON array of one keyset page (limit), the next page in the Link header (rel="next"), absent on the last page',
    call: async (api, { query }) => {
      const page = await api.events.list(query as z.input<typeof eventListInput>);
      const headers: Record<string, string> = page.nextCursor
        ? { link: nextPageLink('/api/events', query, page.nextCursor) }
        : {};
      return new RestReply(page.items, headers);
    },
    cache: CACHE_POLICIES.list,
    microCache: true,
    docs: {
      input: eventListInput,
      output: z.array(eventSchema),
      headers: {
        Link: 'The next page (RFC 8288): `</api/events?…&cursor=…>; rel="next"`, the same filters with the cursor to pass; absent on the last page.',
      },
    },
  },
  {
    method: 'GET',
    path: '/api/events/:id',
    summary: 'One active event with its church; 404 when missing or inactive',
    call: (api, { params }) => api.events.byId({ id: params.id ?? '' }),
    cache: CACHE_POLICIES.event,
    docs: { output: eventSchema },
  },
  {
    method: 'POST',
    path: '/api/events',
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    summary:
      "Host an event for the caller's church; 401 signed out, 403 SUBSCRIPTION_REQUIRED without an active subscription, 403 for another church",
    call: (api, { body }) => api.events.create(body as z.input<typeof eventCreateInput>),
    successStatus: 201,
    docs: { input: eventCreateInput, output: ownerEventSchema },
  },
  {
    method: 'PUT',
    path: '/api/events/:id',
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    summary:
      "Edit an event of the caller's church; 409 when max attendees would drop below the people registered",
    call: (api, { params, body }) =>
      api.events.update({ ...(body as object), id: params.id ?? '' } as z.input<
        typeof eventUpdateInput
      >),
    docs: { input: eventUpdateInput.omit({ id: true }), output: ownerEventSchema },
  },
  {
    method: 'DELETE',
    path: '/api/events/:id',
    summary: "Delete an event of the caller's church with all its RSVPs",
    call: (api, { params }) => api.events.delete({ id: params.id ?? '' }),
    docs: { output: eventDeletedSchema },
  },
  {
    method: 'DELETE',
    path: '/api/events/:id/occurrences/:date',
    summary:
      "Cancel one date (YYYY-MM-DD, the event's own zone) of an event of the caller's church; 400 when the event does not take place that day; cancelling its last date deletes the event (deleted: true)",
    call: (api, { params }) =>
      api.events.cancelOccurrence({ id: params.id ?? '', date: params.date ?? '' }),
    docs: { output: occurrenceCancelledSchema },
  },
  {
    method: 'POST',
    path: '/api/events/:id/rsvp',
    summary:
      "RSVP without an account; 409 when the seats are gone, 404 for an unknown event. An e-mail that already RSVP'd gets the same answer and its private link again by mail, not a second seat",
    call: (api, { params, body }) =>
      api.rsvps.create({ ...(body as object), eventId: params.id ?? '' } as z.input<
        typeof rsvpCreateInput
      >),
    successStatus: 201,
    docs: { input: rsvpSubmission, output: rsvpCreatedSchema },
  },
  {
    method: 'GET',
    path: '/api/churches/:id/notifications',
    summary:
      "The church's notifications, newest first, in keyset pages (cursor, limit); the church's own users only (403 otherwise)",
    call: (api, { params, query }) =>
      api.notifications.list({ ...query, churchId: params.id ?? '' } as z.input<
        typeof notificationListInput
      >),
    docs: { input: notificationListInput.omit({ churchId: true }), output: notificationPageSchema },
  },
  {
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: "How many of the caller's church's notifications are unread",
    call: (api) => api.notifications.unreadCount(),
    docs: { output: unreadCountSchema },
  },
  {
    method: 'PUT',
    path: '/api/notifications/:id/read',
    summary: "Mark a notification of the caller's church read; 403 for another church's",
    call: (api, { params }) => api.notifications.markRead({ id: params.id ?? '' }),
    docs: { output: notificationSchema },
  },
  {
    method: 'GET',
    path: '/api/rsvps/:id',
    summary:
      "One attendee (the RSVP read form) of an event of the caller's church; 403 for another church's, 404 when there is none",
    call: (api, { params }) => api.attendees.byId({ id: params.id ?? '' }),
    docs: { output: attendeeDetailSchema },
  },
  {
    method: 'DELETE',
    path: '/api/rsvps/:id',
    summary:
      "Remove an RSVP (spam) from an event of the caller's church: its seats go back at once; the attendee is not told",
    call: (api, { params }) => api.attendees.remove({ id: params.id ?? '' }),
    docs: { output: attendeeRemovedSchema },
  },
  {
    method: 'GET',
    path: '/api/events/:id/attendees',
    summary:
      "The attendees of an event of the caller's church, in RSVP order, in keyset pages (cursor, limit)",
    call: (api, { params, query }) =>
      api.attendees.list({ ...query, eventId: params.id ?? '' } as z.input<
        typeof attendeeListInput
      >),
    docs: { input: attendeeListInput.omit({ eventId: true }), output: attendeePageSchema },
  },
  {
    method: 'GET',
    path: '/api/events/:id/attendees.csv',
    summary:
      "Every attendee of an event of the caller's church as a CSV download; cells a spreadsheet could run as a formula start with an apostrophe",
    call: (api, { params }) => api.attendees.exportCsv({ id: params.id ?? '' }),
    file: true,
  },
  {
    method: 'POST',
    path: '/api/messages',
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    summary:
      "Message an attendee of the caller's church's event; mailed to the RSVP's own address (a different sentTo is refused, 400); rate limited",
    call: (api, { body }) => api.messages.send(body as z.input<typeof messageSendInput>),
    successStatus: 201,
    docs: { input: messageSendInput, output: sentMessageSchema },
  },
  {
    method: 'POST',
    path: '/api/create-subscription',
    summary:
      "Start the Church Partner subscription of the caller's church: Stripe's status and the card payment's client secret ({ status: 'active', clientSecret: null } when already paid)",
    call: (api, { body }) =>
      api.billing.createSubscription(body as z.input<typeof subscriptionCreateInput>),
    docs: { input: subscriptionCreateInput, output: createSubscriptionOutput },
  },
  {
    method: 'POST',
    path: '/api/rsvps/manage',
    summary:
      'Open an RSVP by the token of its private link (from the confirmation mail): the RSVP, its event and the most guests it can have; 404 for a wrong or cancelled link, 403 RSVP_LINK_EXPIRED once the event is over. A POST so the token stays out of URLs',
    call: (api, { body }) => api.rsvpManage.open(body as z.input<typeof rsvpManageInput>),
    docs: { input: rsvpManageInput, output: managedRsvpSchema },
  },
  {
    method: 'POST',
    path: '/api/rsvps/manage/guests',
    summary:
      'Change the number of guests of the RSVP behind a link, within the seats left (409 NOT_ENOUGH_SPOTS otherwise)',
    call: (api, { body }) =>
      api.rsvpManage.changeGuests(body as z.input<typeof rsvpGuestsChangeInput>),
    docs: { input: rsvpGuestsChangeInput, output: managedRsvpSchema },
  },
  {
    method: 'POST',
    path: '/api/rsvps/manage/cancel',
    summary:
      'Cancel the RSVP behind a link: its seats go back to the event and the church is told; the link stops working',
    call: (api, { body }) => api.rsvpManage.cancel(body as z.input<typeof rsvpManageInput>),
    docs: { input: rsvpManageInput, output: rsvpCancelledSchema },
  },
  {
    method: 'GET',
    path: '/api/support-offers',
    summary:
      'Active support offers, newest first, each with its church; filters supportType and availability; keyset pages via cursor and limit; signed-in users only',
    call: (api, { query }) => api.support.offers.list(query as z.input<typeof supportOfferFilter>),
    docs: { input: supportOfferFilter, output: supportOfferPageSchema },
  },
  {
    method: 'POST',
    path: '/api/support-offers',
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    summary:
      "Offer support as the caller's church; 403 SUBSCRIPTION_REQUIRED without an active subscription",
    call: (api, { body }) => api.support.offers.create(body as z.input<typeof supportOfferInput>),
    successStatus: 201,
    docs: { input: supportOfferInput, output: supportOfferSchema },
  },
  {
    method: 'POST',
    path: '/api/support-offers/:id/close',
    summary: "Take an offer of the caller's church off the board; 403 for another church's",
    call: (api, { params }) => api.support.offers.close({ id: params.id ?? '' }),
    docs: { output: supportPostClosedSchema },
  },
  {
    method: 'GET',
    path: '/api/support-requests',
    summary:
      'Active support requests, newest first, each with its church; filters supportType and urgency; keyset pages via cursor and limit; signed-in users only',
    call: (api, { query }) =>
      api.support.requests.list(query as z.input<typeof supportRequestFilter>),
    docs: { input: supportRequestFilter, output: supportRequestPageSchema },
  },
  {
    method: 'POST',
    path: '/api/support-requests',
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    summary:
      "Ask for support as the caller's church; 403 SUBSCRIPTION_REQUIRED without an active subscription",
    call: (api, { body }) =>
      api.support.requests.create(body as z.input<typeof supportRequestInput>),
    successStatus: 201,
    docs: { input: supportRequestInput, output: supportRequestSchema },
  },
  {
    method: 'POST',
    path: '/api/support-requests/:id/close',
    summary: "Take a request of the caller's church off the board; 403 for another church's",
    call: (api, { params }) => api.support.requests.close({ id: params.id ?? '' }),
    docs: { output: supportPostClosedSchema },
  },
  {
    method: 'POST',
    path: '/api/contact',
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    summary:
      'Send a message to the platform inbox (name, email, subject, message); rate limited per address',
    call: (api, { body }) => api.contact.send(body as z.input<typeof contactSubmission>),
    successStatus: 201,
    docs: { input: contactSubmission, output: contactReceivedSchema },
  },
  {
    method: 'GET',
    path: '/api/admin/login-challenge',
    summary:
      'A proof-of-work challenge for signing in as ?email=, as hard as its failed sign-ins ask; solve it and send it as proofOfWork',
    call: (api, { query }) =>
      api.admin.loginChallenge(query as z.input<typeof adminLoginChallengeInput>),
    docs: { input: adminLoginChallengeInput, output: adminLoginChallengeOutput },
  },
  {
    method: 'POST',
    path: '/api/admin/login',
    summary:
      "Sign in as a platform administrator: { token, admin, message }; 401 'Invalid credentials'; 428 CHALLENGE_REQUIRED after repeated failures, until it carries a solved challenge",
    call: (api, { body }) => api.admin.login(body as z.input<typeof adminLoginInput>),
    docs: { input: adminLoginInput, output: adminLoginOutput },
  },
  {
    method: 'GET',
    path: '/api/admin/verify',
    summary: 'The administrator of the bearer token; 401 for a missing, wrong or expired token',
    call: (api) => api.admin.verify(),
    docs: { output: adminVerifyOutput },
  },
  {
    method: 'POST',
    path: '/api/admin/logout',
    summary: 'Revoke the bearer token on the server',
    call: (api) => api.admin.logout(),
    docs: { output: adminLogoutOutput },
  },
  {
    method: 'GET',
    path: '/api/admin/dashboard',
    summary:
      'Platform totals, growth, visits, top churches, states and sports for ?period= (30d default); bearer token',
    call: (api, { query }) => api.admin.dashboard(query as z.input<typeof analyticsPeriodInput>),
    docs: { input: analyticsPeriodInput, output: adminDashboardSchema },
  },
  {
    method: 'GET',
    path: '/api/admin/payments',
    summary: 'Payment analytics for ?period= (7d, 30d default, 90d, 1y, all); bearer token',
    call: (api, { query }) => api.admin.payments(query as z.input<typeof analyticsPeriodInput>),
    docs: { input: analyticsPeriodInput, output: paymentAnalyticsSchema },
  },
  {
    method: 'GET',
    path: '/api/admin/churches',
    summary: 'Every church, newest first, with its event count and subscription; bearer token',
    call: (api) => api.admin.churches(),
    docs: { output: z.array(adminChurchSchema) },
  },
  {
    method: 'GET',
    path: '/api/admin/church-payments',
    summary: "Every church's subscription status, fee, start and days active; bearer token",
    call: (api) => api.admin.churchPayments(),
    docs: { output: z.array(churchPaymentSchema) },
  },
  {
    method: 'DELETE',
    path: '/api/admin/churches/:id',
    summary:
      'Delete a church with its events, RSVPs, support posts, notifications, messages, accounts and payment data: { churchName }; bearer token',
    call: (api, { params }) => api.admin.deleteChurch({ id: params.id ?? '' }),
    docs: { output: deleteChurchOutput },
  },
]);
