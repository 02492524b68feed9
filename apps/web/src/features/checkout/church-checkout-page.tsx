import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ButtonLink } from '../../components/links';
import { CheckoutFlow } from './checkout-flow';
import { readPendingChurchId } from './pending-church';

const checkoutRoute = getRouteApi('/church-checkout');

/**
 * Spec §2 /church-checkout. The church comes from ?churchId, else the pending id stored at
 * registration, else the signed-in official's own church.
 */
export function ChurchCheckoutPage() {
  const search = checkoutRoute.useSearch();
  const { session } = checkoutRoute.useRouteContext();
  // Read once: a successful payment clears it while this page is still on screen.
  const [storedChurchId] = useState(readPendingChurchId);
  const churchId = search.churchId ?? storedChurchId ?? session.churchUser?.churchId;

  return (
    <Container size={720} py={{ base: 'xl', sm: 56 }}>
      <Stack gap={4} mb="xl">
        <Title order={1}>Church Partner Subscription</Title>
        <Text c="dimmed" size="lg">
          Host watch parties and church events, post to the Sports Mission board and see your
          impact.
        </Text>
      </Stack>
      {churchId === undefined ? (
        <Alert
          color="yellow"
          radius="lg"
          icon={<IconInfoCircle aria-hidden="true" />}
          title="No church found"
        >
          <Text size="sm" mb="md">
            No church registration found. Please register your church first.
          </Text>
          <ButtonLink to="/register-church">Register your church</ButtonLink>
        </Alert>
      ) : (
        <CheckoutFlow churchId={churchId} returnedWith={search.redirect_status} />
      )}
    </Container>
  );
}
