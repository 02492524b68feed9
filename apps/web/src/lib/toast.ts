import { type NotificationData, notifications } from '@mantine/notifications';

/**
 * Shows a toast in place of any other (spec §9: one at a time). Mantine would queue a toast past
 * its limit until the one shown closes, five seconds later; a new message should not wait.
 */
export function showToast(toast: NotificationData): string {
  notifications.clean();
  return notifications.show(toast);
}
