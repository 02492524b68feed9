import { Container, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';
import { AlreadyRegistered } from './already-registered';
import { RegistrationForm } from './registration-form';

/** Spec §2 /register-church: account and church registration, then checkout. */
export function RegisterChurchPage() {
  const { session, pending } = useSession();

  return (
    <Container size={760} py={{ base: 'xl', sm: 56 }}>
      <Stack gap={4} mb="xl">
        <Title order={1}>Register Your Church</Title>
        <Text c="dimmed" size="lg">
          Host watch parties and church events, and welcome your community in.
        </Text>
      </Stack>
      {pending ? (
        <PageLoader />
      ) : session?.churchUser ? (
        <AlreadyRegistered churchId={session.churchUser.churchId} />
      ) : (
        <RegistrationForm signedInAs={session?.user.username ?? null} />
      )}
    </Container>
  );
}
