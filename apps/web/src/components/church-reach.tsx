import { directionsLabel, directionsUrl } from '@huddle/domain';
import { Anchor, VisuallyHidden } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import { IconLine } from './icon-line';

type Church = {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  website: string | null;
};

/** 'https://www.grace.org/' reads as 'www.grace.org'. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * How to reach a church: its address as a link to directions in a maps app, its phone, (its
 * e-mail,) and its website, each a line of a details card. Links leaving Huddle open a new tab.
 */
export function ChurchReach({
  church,
  withEmail = false,
}: {
  church: Church;
  withEmail?: boolean;
}) {
  const address = `${church.address}, ${church.city}, ${church.state} ${church.zipCode}`;
  return (
    <>
      <IconLine icon={<IconMapPin size={18} />}>
        <Anchor
          size="sm"
          href={directionsUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${directionsLabel(church.name, address)} (opens in a new tab)`}
        >
          {address}
        </Anchor>
      </IconLine>
      <IconLine icon={<IconPhone size={18} />}>
        <Anchor size="sm" href={`tel:${church.phone.replace(/[^\d+]/g, '')}`}>
          {church.phone}
        </Anchor>
      </IconLine>
      {withEmail && (
        <IconLine icon={<IconMail size={18} />}>
          <Anchor size="sm" href={`mailto:${church.email}`} style={{ overflowWrap: 'anywhere' }}>
            {church.email}
          </Anchor>
        </IconLine>
      )}
      {church.website && (
        <IconLine icon={<IconWorld size={18} />}>
          <Anchor
            size="sm"
            href={church.website}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {displayUrl(church.website)}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        </IconLine>
      )}
    </>
  );
}
