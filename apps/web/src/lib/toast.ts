import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { serverMessage } from './api-error';

/**
 * Mantine's toasts (their store and container, with its transitions) load with the first toast,
 * not with every page: most visits show none.
 */
const toastStore = () => import('@mantine/notifications').then((module) => module.notifications);

let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast has been shown on this page yet: the container is mounted from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/**
 * Shows a toast in place of any other (spec §9: one at a time). Mantine would queue a toast past
 * its limit until the one shown closes, five seconds later; a new message should not wait.
 */
export function showToast(toast: NotificationData): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
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
