import { trpcClient } from '../../lib/trpc';

/**
 * Saves the event's attendee CSV (of one date when given). Through the tRPC client rather than a link, so a refusal shows
 * as a toast instead of a saved file holding an error.
 */
export async function downloadAttendeesCsv(eventId: number, date?: string): Promise<void> {
  const file = await trpcClient.attendees.exportCsv.query({ id: eventId, date });
  const url = URL.createObjectURL(new Blob([file.content], { type: file.contentType }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
