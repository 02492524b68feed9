/**
 * Sent on window once React has taken over a server-rendered page's content; the boot script
 * (boot-after-paint.ts) waits for it. lib/use-announce-app-ready.ts sends it.
 */
export const APP_READY_EVENT = 'huddle:app-ready';
