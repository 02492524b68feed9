import type { ReceivedMail } from './smtp-sink.js';

/**
 * The calendar file a received mail carries: its text, and the method its part's type names
 * (RFC 6047: `method=CANCEL` on a cancellation).
 */
export function calendarFileOf(mail: ReceivedMail['mail']): { text: string; method?: string } {
  const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!file) throw new Error(`no calendar file in "${mail.subject}"`);
  const type = file.headers.get('content-type') as { params?: Record<string, string> };
  return { text: file.content.toString('utf8'), method: type.params?.method };
}

/** A calendar file's SEQUENCE (0 when it has none, as RFC 5545 reads it). */
export function sequenceOf(ics: string): number {
  return Number(/^SEQUENCE:(\d+)/m.exec(ics)?.[1] ?? 0);
}
