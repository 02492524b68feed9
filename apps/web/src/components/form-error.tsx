import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/** A failure to show: a new object for every failure, so the same message is focused again. */
export type FormFailure = { title: string; message: string };

/**
 * Why a form was refused, above its button, and focused when it appears: a keyboard or
 * screen-reader user lands on the reason instead of staying on a button that did nothing
 * visible. The toast the spec asks for still shows; this one stays until the next attempt.
 * Role group (not alert): focus already reads it, and the toast is the alert.
 */
export function FormError({ failure }: { failure: FormFailure | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <Alert
      ref={ref}
      role="group"
      tabIndex={-1}
      data-focus-target
      color="red"
      variant="light"
      title={failure.title}
      icon={<IconAlertCircle aria-hidden />}
    >
      {failure.message}
    </Alert>
  );
}
