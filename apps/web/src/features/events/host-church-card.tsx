import { Anchor, Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import { DirectionsLink, displayUrl } from '../../components/directions-link';
import { IconLine as Line } from '../../components/icon-line';
import { AnchorLink } from '../../components/links';
import { churchAddress } from './event-links';
import type { EventChurch } from './event-types';

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
            <AnchorLink to="/churches/$id" params={{ id: String(church.id) }} inherit>
              {church.name}
            </AnchorLink>
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
