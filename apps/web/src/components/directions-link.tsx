import { directionsLabel, directionsUrl } from '@huddle/domain';
import { Anchor } from '@mantine/core';

/** The address, linking to directions in a maps app (a new tab; the page stays where it was). */
export function DirectionsLink({ name, address }: { name: string; address: string }) {
  return (
    <Anchor
      size="sm"
      href={directionsUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${directionsLabel(name, address)} (opens in a new tab)`}
    >
      {address}
    </Anchor>
  );
}

/** 'https://www.grace.org/' reads as 'www.grace.org'. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
