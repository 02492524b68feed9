import { directionsLabel, directionsUrl } from '@huddle/domain';
import { Anchor, Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../components/links';
import { churchAddress } from './event-links';
import type { EventChurch } from './event-types';

/** 'https://www.grace.org/' reads as 'www.grace.org'. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** The address, linking to directions in a maps app (a new tab; the page stays where it was). */
function DirectionsLink({ name, address }: { name: string; address: string }) {
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

/** Spec §2: the host church's name, address, phone, website and amenities. */
export function HostChurchCard({ church }: { church: EventChurch }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="host-church">
      <Stack gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            Hosted by
          </Text>
          <Title order={2} size="h4" id="host-church">
            {church.name}
          </Title>
        </div>
        <Line icon={<IconMapPin size={18} />}>
          <DirectionsLink name={church.name} address={churchAddress(church)} />
        </Line>
        <Line icon={<IconPhone size={18} />}>
          <Anchor size="sm" href={`tel:${church.phone.replace(/[^\d+]/g, '')}`}>
            {church.phone}
          </Anchor>
        </Line>
        {church.website && (
          <Line icon={<IconWorld size={18} />}>
            <Anchor size="sm" href={church.website} target="_blank" rel="noopener noreferrer">
              {displayUrl(church.website)}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </Line>
        )}
        {church.amenities.length > 0 && (
          <Stack gap={6} mt="xs">
            <Title order={3} size="h6">
              Amenities
            </Title>
            <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {church.amenities.map((amenity) => (
                <Badge key={amenity} component="li" variant="light" color="gray" tt="none">
                  {amenity}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
        <AnchorLink to="/events" search={{ church: church.id }} size="sm" fw={600} mt="xs">
          More events at this church
        </AnchorLink>
      </Stack>
    </Card>
  );
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text c="dimmed" lh={0} mt={2} aria-hidden="true">
        {icon}
      </Text>
      {children}
    </Group>
  );
}
