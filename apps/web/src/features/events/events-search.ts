import * as z from 'zod/mini';

// zod/mini: this schema sits in the first-load bundle, and the full zod API would add ~15 kB gzip.

/**
 * The /events query (spec §2): role=visitor turns on visitor mode, church={id} presets the church
 * filter. A malformed value is dropped rather than shown as an error page.
 */
export const eventsSearchSchema = z.object({
  role: z.catch(z.optional(z.literal('visitor')), undefined),
  church: z.catch(z.optional(z.int().check(z.positive())), undefined),
});

export type EventsSearch = z.infer<typeof eventsSearchSchema>;
