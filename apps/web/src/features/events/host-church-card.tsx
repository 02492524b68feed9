import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ChurchReach } from '../../components/church-reach';
import { AnchorLink } from '../../components/links';
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
        <ChurchReach church={church} />
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
