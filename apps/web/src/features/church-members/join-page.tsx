import {
  type JoinFormValues,
  joinFormSchema,
  TEAM_ROLE_DUTIES,
  TEAM_ROLE_LABELS,
} from '@huddle/domain';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { matchQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { DoneNotice } from '../../components/done-notice';
import { FormError, type FormFailure } from '../../components/form-error';
import { EmailField, TextField } from '../../components/form-fields';
import { AnchorLink, ButtonLink } from '../../components/links';
import { QueryLoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { httpStatusOf, serverMessage } from '../../lib/api-error';
import { focusFirstError } from '../../lib/form-focus';
import { useSession } from '../../lib/session';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { NewPasswordFields } from '../password/new-password-fields';
import { passwordFailure } from '../password/password-failure';
import { roleWithArticle } from './team-format';

const joinRoute = getRouteApi('/join');
const validate = schemaResolver(joinFormSchema, { sync: true });

type Preview = RouterOutputs['churchMembers']['invitation']['preview'];

/**
 * /join?token=…, the link of an invitation mail: which church and role it invites to, then the
 * person's own account. Joining signs them in; the link then stops working.
 */
export function JoinPage() {
  const { token } = joinRoute.useSearch();
  return (
    <Container size={480} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Join Your Church
          </Title>
          {token ? (
            <Invitation token={token} />
          ) : (
            <Text>
              This link is not complete. Please open the link from the invitation e-mail again.
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

function Invitation({ token }: { token: string }) {
  const [joined, setJoined] = useState<string | null>(null);
  // Once joined the link is used up: the welcome stays whatever a fresh check would say.
  if (joined) return <Joined churchName={joined} />;
  return <InvitationCheck token={token} onJoined={setJoined} />;
}

type CheckProps = { token: string; onJoined: (churchName: string) => void };

function InvitationCheck({ token, onJoined }: CheckProps) {
  const preview = useQuery(trpc.churchMembers.invitation.preview.queryOptions({ token }));
  if (preview.isPending) return <PageLoader label="Checking your invitation…" />;
  if (preview.isError) {
    if (httpStatusOf(preview.error) !== 404) {
      return <QueryLoadError title="Failed to check your invitation" query={preview} />;
    }
    return (
      <Stack gap="sm">
        <Alert color="yellow" radius="md" title="Invitation Not Valid">
          {serverMessage(preview.error, 'This invitation is no longer valid.')}
        </Alert>
        <Text size="sm">
          Joined already? <AnchorLink to="/login">Sign in</AnchorLink>.
        </Text>
      </Stack>
    );
  }
  return <JoinForm token={token} invitation={preview.data} onJoined={onJoined} />;
}

type FormProps = { token: string; invitation: Preview; onJoined: (churchName: string) => void };

function JoinForm({ token, invitation, onJoined }: FormProps) {
  const queryClient = useQueryClient();
  const { session } = useSession();
  const form = useForm<JoinFormValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', email: '', password: '', confirmPassword: '' },
    validate,
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const accept = useMutation(
    trpc.churchMembers.invitation.accept.mutationOptions({
      onSuccess: (joined) => {
        // The answer is the new session: the header and guards see it at once, then every
        // cached answer (which may depend on who asks) is fetched again, but for this link's
        // own check: the link is used up now.
        queryClient.setQueryData(trpc.auth.user.queryKey(), joined);
        onJoined(invitation.churchName);
        const ownCheck = trpc.churchMembers.invitation.preview.pathFilter();
        void queryClient.invalidateQueries({ predicate: (query) => !matchQuery(ownCheck, query) });
      },
    }),
  );

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const { username, email, password } = joinFormSchema.parse(values);
    accept.mutate(
      { token, username, password, ...(email ? { email } : {}) },
      { onError: (error) => setFailure(passwordFailure(form, error, 'Could Not Join')) },
    );
  }, focusFirstError);

  return (
    <Stack gap="md">
      <Text>
        <strong>{invitation.churchName}</strong> invited you to help on Huddle as{' '}
        {roleWithArticle(invitation.role)}. {TEAM_ROLE_LABELS[invitation.role]}s can{' '}
        {TEAM_ROLE_DUTIES[invitation.role]}
      </Text>
      {session && (
        <Alert color="blue" radius="md" title={`Signed in as ${session.user.username}`}>
          Joining creates a new account and signs you in to it instead.
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Create your account">
        <Stack gap="md">
          <FormError failure={failure} />
          <TextField
            form={form}
            path="username"
            label="Username"
            description="3 to 50 letters, numbers or . _ - @"
            autoComplete="username"
            required
          />
          <EmailField
            form={form}
            path="email"
            label="Your email (optional)"
            description="For password reset links. Leave it empty to use the address this invitation was sent to."
          />
          <NewPasswordFields form={form} label="Password" />
          <Button type="submit" size="md" fullWidth disabled={accept.isPending}>
            {accept.isPending ? 'Joining...' : 'Create Account and Join'}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function Joined({ churchName }: { churchName: string }) {
  return (
    <Stack gap="md">
      <DoneNotice title={`Welcome to ${churchName}!`} icon={<IconCircleCheck aria-hidden />}>
        Your account is ready and you are signed in.
      </DoneNotice>
      <Group gap="sm" grow>
        <ButtonLink to="/host-event" size="md">
          Host an Event
        </ButtonLink>
        <ButtonLink to="/analytics" size="md" variant="default">
          Church Dashboard
        </ButtonLink>
      </Group>
    </Stack>
  );
}
