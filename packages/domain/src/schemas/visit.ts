import { z } from 'zod';
import { idField, plainString } from './fields.js';

/** Longest page path or referrer a view may carry; longer ones are refused, not cut. */
export const VISIT_TEXT_MAX = 2048;

const path = plainString('path')
  .min(1, 'path is required')
  .max(VISIT_TEXT_MAX, `path must be at most ${VISIT_TEXT_MAX} characters`)
  .refine((value) => value.startsWith('/') && !value.startsWith('//'), {
    message: "path must start with '/'",
  });

const referrer = plainString('referrer')
  .max(VISIT_TEXT_MAX, `referrer must be at most ${VISIT_TEXT_MAX} characters`)
  .optional();

/**
 * One view the web app reports (POST /api/visits): a page view on every route change, an event
 * view on an event's page, a church view where one church is shown on its own.
 */
export const visitInput = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('pageview'), path, referrer }),
    z.strictObject({ type: z.literal('event'), eventId: idField('eventId must be a valid id') }),
    z.strictObject({ type: z.literal('church'), churchId: idField('churchId must be a valid id') }),
  ],
  { error: "type must be 'pageview', 'event' or 'church'" },
);
export type VisitInput = z.input<typeof visitInput>;
export type Visit = z.output<typeof visitInput>;
