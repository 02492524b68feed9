import { showToast } from '../../lib/toast';
import { eventPageUrl } from './event-links';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type Shareable = { id: number; title: string; description?: string };

/**
 * Shares an event page: the Web Share API where the device has one, else the link goes to the
 * clipboard. A person closing the share sheet is not a failure (spec §8: no toast then).
 */
export async function shareEvent(event: Shareable, text?: string): Promise<ShareOutcome> {
  const url = eventPageUrl(event.id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: event.title, text: text ?? event.description, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Some browsers refuse (NotAllowedError without a gesture, TypeError for the data):
      // copying the link still gets it where it is wanted.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The toast each outcome deserves (spec §8 texts). */
export function announceShare(outcome: ShareOutcome): void {
  if (outcome === 'shared')
    showToast({ color: 'green', title: 'Shared successfully', message: '' });
  else if (outcome === 'copied')
    showToast({
      color: 'green',
      title: 'Link copied!',
      message: 'Event link copied to clipboard',
    });
  else if (outcome === 'failed')
    showToast({ color: 'red', title: 'Share failed', message: 'Could not share event' });
}
