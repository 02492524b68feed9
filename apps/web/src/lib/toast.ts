import type { NotificationData } from '@mantine/notifications';
import { serverMessage } from './api-error';

/**
 * Mantine's toast store loads with its container (app-providers.tsx), after the first render:
 * a page that has shown no toast yet has not paid for either.
 */
const toastStore = () => import('@mantine/notifications').then((module) => module.notifications);

/**
 * Shows a toast in place of any other (spec §9: one at a time). Mantine would queue a toast past
 * its limit until the one shown closes, five seconds later; a new message should not wait.
 */
export function showToast(toast: NotificationData): void {
  void toastStore().then((notifications) => {
    notifications.clean();
    notifications.show(toast);
  });
}

/** A red toast for a request that failed: the server's reason when it gave one, else `fallback`. */
export function showFailure(
  title: string,
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): void {
  showToast({ color: 'red', title, message: serverMessage(error, fallback) });
}
