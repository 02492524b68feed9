/** The event's page (apps/web route /events/$id), as mails and calendar files link to it. */
export function eventPageUrl(publicUrl: string, eventId: number): string {
  return `${publicUrl}/events/${eventId}`;
}
