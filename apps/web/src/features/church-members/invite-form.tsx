import {
  INVITATION_LIFETIME_DAYS,
  INVITED_ROLES,
  type InvitationFormValues,
  invitationFormSchema,
  TEAM_ROLE_DUTIES,
  TEAM_ROLE_LABELS,
} from '@huddle/domain';
import { Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError, type FormFailure } from '../../components/form-error';
import { EmailField, SelectField } from '../../components/form-fields';
import { focusFirstError } from '../../lib/form-focus';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { passwordFailure } from '../password/password-failure';

const validate = schemaResolver(invitationFormSchema, { sync: true });
const ROLE_OPTIONS = INVITED_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));

/**
 * Invites someone by e-mail: they get a link that creates their own account in this church. An
 * address invited already gets a new link (the server renews it), and the toast says so.
 */
export function InviteForm({ churchId }: { churchId: number }) {
  const queryClient = useQueryClient();
  const form = useForm<InvitationFormValues>({
    mode: 'controlled',
    initialValues: { email: '', role: 'member' },
    validate,
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const invite = useMutation(trpc.churchMembers.invite.mutationOptions());

  const submit = form.onSubmit((values) => {
    setFailure(null);
    invite.mutate(
      { churchId, ...invitationFormSchema.parse(values) },
      {
        onSuccess: (sent) => {
          showToast({
            color: 'green',
            title: 'Invitation Sent',
            message: sent.renewed
              ? `A new link is on its way to ${sent.email}; the earlier one no longer works.`
              : `${sent.email} will get a link to join. It works once, for ${INVITATION_LIFETIME_DAYS} days.`,
          });
          form.reset();
          void queryClient.invalidateQueries(trpc.churchMembers.list.pathFilter());
        },
        onError: (error) => setFailure(passwordFailure(form, error, 'Invitation Not Sent')),
      },
    );
  }, focusFirstError);

  // Controlled, so that what the chosen role may do is shown as it changes.
  const { role } = form.getValues();
  return (
    <form onSubmit={submit} noValidate aria-label="Invite someone">
      <Stack gap="md">
        <FormError failure={failure} />
        <EmailField form={form} path="email" label="Their email" required />
        <SelectField form={form} path="role" label="Role" data={ROLE_OPTIONS} required />
        <Text size="sm" c="gray.7" aria-live="polite">
          {TEAM_ROLE_LABELS[role]}s can {TEAM_ROLE_DUTIES[role]}
        </Text>
        <Button type="submit" disabled={invite.isPending} style={{ alignSelf: 'flex-start' }}>
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </Stack>
    </form>
  );
}
