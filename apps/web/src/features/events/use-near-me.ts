import { useState } from 'react';

export type Position = { lat: number; lng: number };

/** GeolocationPositionError.PERMISSION_DENIED (the class is absent where there is no geolocation). */
const PERMISSION_DENIED = 1;

const MESSAGES = {
  unsupported: 'This browser cannot share your location. Type a zip code instead.',
  denied:
    'Location access is blocked. Allow it for this site in your browser, or type a zip code instead.',
  failed: 'We could not find your location. Try again, or type a zip code instead.',
} as const;

/**
 * Three decimals (about 100 m) are plenty for a radius in miles, and keep where someone stands
 * out of the address they may share.
 */
const rounded = (degrees: number) => Math.round(degrees * 1000) / 1000;

/**
 * "Near me": asks the browser for the visitor's position only when `locate` is called (a press),
 * never on load. A refusal or a failure leaves the search as it was and says why in `error`.
 */
export function useNearMe(onFound: (position: Position) => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = () => {
    setError(null);
    if (!('geolocation' in navigator)) {
      setError(MESSAGES.unsupported);
      return;
    }
    setPending(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPending(false);
        onFound({ lat: rounded(coords.latitude), lng: rounded(coords.longitude) });
      },
      (failure) => {
        setPending(false);
        setError(failure.code === PERMISSION_DENIED ? MESSAGES.denied : MESSAGES.failed);
      },
      // A position from the last few minutes will do; a phone without a fix should not hang.
      { maximumAge: 5 * 60_000, timeout: 20_000 },
    );
  };

  return { locate, pending, error };
}
