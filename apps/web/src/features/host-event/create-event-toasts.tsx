import { PRODUCT_NAME } from '@huddle/domain';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { showToast } from '../../lib/toast';
import { ToastLink } from './toast-link';

/** Where a toast's action leads: the address for the link, and the in-app navigation. */
export type ToastAction = { href: string; go: () => void };

function withAction(text: string, label: string, id: string, action: ToastAction): ReactNode {
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{text}</Text>
      <ToastLink
        href={action.href}
        onNavigate={() => {
          notifications.hide(id);
          action.go();
        }}
      >
        {label}
      </ToastLink>
    </Stack>
  );
}

const SUBSCRIPTION_TOAST = 'host-event-subscription-required';
const SESSION_TOAST = 'host-event-session-expired';

/** Spec §8: 403 SUBSCRIPTION_REQUIRED on event creation, with the way to finish paying. */
export function showSubscriptionRequired(checkout: ToastAction) {
  showToast({
    id: SUBSCRIPTION_TOAST,
    color: 'yellow',
    title: 'Subscription Required',
    message: withAction(
      'Please complete your Church Partner subscription to host events',
      'Complete Registration',
      SUBSCRIPTION_TOAST,
      checkout,
    ),
  });
}

/** Spec §8: 401 on event creation. */
export function showAuthenticationRequired(login: ToastAction) {
  showToast({
    id: SESSION_TOAST,
    color: 'red',
    title: 'Authentication Required',
    message: withAction(
      'Your session has expired. Please log in again to continue.',
      'Log In',
      SESSION_TOAST,
      login,
    ),
  });
}

export function showCreateFailed(message: string) {
  showToast({ color: 'red', title: 'Error Creating Watch Party or Event', message });
}

/** The spec has no text for this one; ours names what was created. */
export function showEventCreated(isWatchParty: boolean) {
  showToast({
    color: 'green',
    title: isWatchParty ? 'Watch Party Created!' : 'Event Created!',
    message: `It is live on ${PRODUCT_NAME}. Share it with your community.`,
  });
}
