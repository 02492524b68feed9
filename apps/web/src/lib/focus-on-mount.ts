import { useEffect, useRef } from 'react';

/** A ref whose element takes the focus when it first appears, when `enabled`. */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
