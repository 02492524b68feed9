import { z } from 'zod';

/*
 * Spec §3 church analytics response and event analytics entries. Percentages and averages carry
 * one decimal. Fields beyond the spec's are marked; none carries attendee data.
 */

/** Spec §3 event analytics entry, plus the zone its date is shown in and whether it is to come. */
export const eventAnalyticsEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sport: z.string(),
  datetime: z.date(),
  /** Not in the spec: the event's IANA zone, so its date shows as the event page shows it. */
  timezone: z.string(),
  currentAttendees: z.number().int(),
  maxAttendees: z.number().int(),
  /**
   * Not in the spec: the seats offered, max attendees on each date that has RSVPs (a one-off
   * event's max attendees); `currentAttendees` counts the people of all those dates.
   */
  seatsOffered: z.number().int(),
  /** Seats taken ÷ seats offered, in percent. */
  attendanceRate: z.number(),
  /** RSVPs (not seats) the event has, of all time. */
  rsvpCount: z.number().int(),
  /** Not in the spec: still to come (not started, or a series still running). */
  upcoming: z.boolean(),
  /**
   * Not in the spec: a series date by date, each date people came to, oldest first (empty for
   * a one-off event): its people, RSVPs, and seats taken ÷ max attendees in percent.
   */
  dates: z.array(
    z.object({
      date: z.string(),
      attendees: z.number().int(),
      rsvpCount: z.number().int(),
      attendanceRate: z.number(),
    }),
  ),
});
export type EventAnalyticsEntry = z.infer<typeof eventAnalyticsEntrySchema>;

export const eventAnalyticsSchema = z.array(eventAnalyticsEntrySchema);

/** The period before this one, of the same length; what a trend compares with. */
export const previousPeriodSchema = z.object({
  rsvps: z.number().int(),
  eventViews: z.number().int(),
});

export const churchAnalyticsSchema = z.object({
  totalEvents: z.number().int(),
  upcomingEvents: z.number().int(),
  pastEvents: z.number().int(),
  totalAttendees: z.number().int(),
  /** Seats taken per event of the period; 0 without events. */
  averageAttendancePerEvent: z.number(),
  /** Seats taken ÷ seats offered over the period's events, in percent; 0 without events. */
  totalCapacityUtilization: z.number(),
  /** RSVPs of the period ÷ event views of the period, in percent; null when no view was counted. */
  rsvpConversionRate: z.number().nullable(),
  topSports: z.array(
    z.object({ sport: z.string(), attendees: z.number().int(), count: z.number().int() }),
  ),
  /** Months 'YYYY-MM' of the period's events, oldest first, months without events included. */
  monthlyTrends: z.array(
    z.object({ month: z.string(), events: z.number().int(), attendees: z.number().int() }),
  ),
  /** Not in the spec: RSVPs made in the period, the numerator of the conversion. */
  rsvpsInPeriod: z.number().int(),
  /** Not in the spec: views of the church's event pages in the period, its denominator. */
  eventViews: z.number().int(),
  /** Not in the spec: the same figures one period earlier; null for 'all'. */
  previousPeriod: previousPeriodSchema.nullable(),
});
export type ChurchAnalytics = z.infer<typeof churchAnalyticsSchema>;
