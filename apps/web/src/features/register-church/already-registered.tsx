import { Alert, Group, Text } from '@mantine/core';
import { IconBuildingChurch } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';

type AlreadyRegisteredProps = { churchId: number };

/** A signed-in official whose account already has a church: nothing to register again. */
export function AlreadyRegistered({ churchId }: AlreadyRegisteredProps) {
  return (
    <Alert
      icon={<IconBuildingChurch aria-hidden="true" />}
      title="Your church is already registered"
      radius="lg"
    >
      <Text size="sm" mb="md">
        Each account manages one church. Finish your Church Partner subscription if you have not
        yet, or head to your dashboard.
      </Text>
      <Group gap="sm">
        <ButtonLink to="/church-checkout" search={{ churchId }}>
          Complete your subscription
        </ButtonLink>
        <ButtonLink to="/analytics" variant="default">
          Go to your dashboard
        </ButtonLink>
      </Group>
    </Alert>
  );
}
