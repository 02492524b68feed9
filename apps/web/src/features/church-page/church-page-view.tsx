import { AspectRatio, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { ChurchReach } from '../../components/church-reach';
import { FallbackImage } from '../../components/fallback-image';
import { Grid } from '../../components/grid';
import { IconLine as Line } from '../../components/icon-line';
import type { RouterOutputs } from '../../lib/trpc';
import { churchFacadeSrc } from '../churches/church-card';
import { ChurchEvents } from './church-events';
import { EmbedSnippet } from './embed-snippet';
import { SubscribeCalendar } from './subscribe-calendar';

export type ChurchDetails = RouterOutputs['churches']['byId'];

export function ChurchPageView({ church }: { church: ChurchDetails }) {
  return (
    <Stack gap="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Group gap="xs">
              {church.denomination && <Badge variant="light">{church.denomination}</Badge>}
              <Text c="dimmed" size="sm">
                {church.city}, {church.state}
              </Text>
            </Group>
            <Title order={1}>{church.name}</Title>
            {church.description && (
              <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
                {church.description}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AspectRatio ratio={16 / 9}>
            <FallbackImage
              src={church.imageUrl || churchFacadeSrc(church)}
              fallbackSrc={churchFacadeSrc(church)}
              alt=""
              fetchPriority="high"
              style={{ borderRadius: 'var(--mantine-radius-lg)' }}
            />
          </AspectRatio>
        </Grid.Col>
      </Grid>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ChurchEvents churchId={church.id} churchName={church.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Visit church={church} />
            <SubscribeCalendar churchId={church.id} churchName={church.name} />
            <EmbedSnippet churchId={church.id} churchName={church.name} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Visit({ church }: { church: ChurchDetails }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="visit">
      <Stack gap="sm">
        <Title order={2} size="h4" id="visit">
          Visit
        </Title>
        <ChurchReach church={church} withEmail />
        <Line icon={<IconUsers size={18} />}>
          <Text size="sm">Seats up to {church.capacity}</Text>
        </Line>
        {church.amenities.length > 0 && (
          <Group
            gap={6}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Amenities"
          >
            {church.amenities.map((amenity) => (
              <Badge key={amenity} component="li" variant="light" color="gray" tt="none">
                {amenity}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
