import { type NotificationData, notifications } from '@mantine/notifications';
import { serverMessage } from './api-error';

/**
 * Shows a toast in place of any other (spec §9: one at a time). Mantine would queue a toast past
 * its limit until the one shown closes, five seconds later; a new message should not wait.
 */
export function showToast(toast: NotificationData): string {
  notifications.clean();
  return notifications.show(toast);
}

/** A red toast for a request that failed: the server's reason when it gave one, else `fallback`. */
export function showFailure(
  title: string,
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  return showToast({ color: 'red', title, message: serverMessage(error, fallback) });
}
