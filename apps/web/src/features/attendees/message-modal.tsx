import { type MessageFormValues, messageFormSchema } from '@huddle/domain';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError, type FormFailure } from '../../components/form-error';
import { TextareaField, TextField } from '../../components/form-fields';
import { fieldErrorsOf } from '../../lib/api-error';
import { focusFirstError, showFieldErrors } from '../../lib/form-focus';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

const validate = schemaResolver(messageFormSchema, { sync: true });

/** Spec §8: the texts of a message that did not go. */
export const SEND_FAILED = {
  title: 'Failed to Send',
  message: 'Could not send the message. Please try again.',
} as const;

/** Who writes, and about which event: the mail names both (MailPreview). */
type Sender = { churchId: number; eventTitle: string };

export type MessageRecipient = Sender & { rsvpId: number; attendeeName: string };

/** Everyone coming on one date of an event (every date when `date` is undefined). */
export type DateAudience = Sender & { eventId: number; date: string | undefined; label: string };

type Recipients = MessageRecipient | DateAudience;

const isOne = (recipients: Recipients): recipients is MessageRecipient => 'rsvpId' in recipients;
const nameOf = (recipients: Recipients) =>
  isOne(recipients) ? recipients.attendeeName : recipients.label;

type Props = { recipient: Recipients | null; onClose: () => void };

/**
 * Writes to one attendee, or to everyone coming on one date (spec §2 /analytics: subject and
 * body). The server addresses each mail to the RSVP's own e-mail, so the form never asks for or
 * sends one.
 */
export function MessageModal({ recipient, onClose }: Props) {
  return (
    <Modal
      opened={recipient !== null}
      onClose={onClose}
      title={recipient ? `Message ${nameOf(recipient)}` : 'Message'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {recipient && <MessageForm recipient={recipient} onSent={onClose} onCancel={onClose} />}
    </Modal>
  );
}

type FormProps = { recipient: Recipients; onSent: () => void; onCancel: () => void };

/** 'Your message to 12 attendees is on its way (1 had stopped your church's messages).' */
function sentToDateText({ sent, skipped }: { sent: number; skipped: number }): string {
  const who = sent === 1 ? '1 attendee' : `${sent} attendees`;
  const stopped = skipped === 0 ? '' : ` (${skipped} had stopped your church's messages)`;
  return `Your message to ${who} is on its way${stopped}.`;
}

/**
 * What the attendee's mail holds around the church's words, as the API writes it
 * (apps/api/src/modules/messages/message-mail.ts): the church's name as the sender, the subject
 * and message exactly as written with no greeting of ours, then the event, a line saying who
 * sent it through Huddle, and the link that stops the church's messages.
 */
function MailPreview({ churchId, eventTitle }: Sender) {
  const church = useQuery(trpc.churches.byId.queryOptions({ id: churchId }));
  const name = church.data?.name ?? 'Your church';
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" component="section" aria-label="What is sent">
      <Stack gap={4}>
        <Text size="sm">
          <Text span fw={600} size="sm">
            From:
          </Text>{' '}
          {name} via Huddle
        </Text>
        <Text size="sm">
          Your subject and message exactly as you write them: nothing is put before your words, so
          begin with your own greeting.
        </Text>
        <Text size="sm" c="gray.7">
          Under them: {eventTitle} and its date, “{name} sent you this message through Huddle
          because you RSVP'd for {eventTitle}. Reply to this e-mail to answer the church.” and a
          link to stop your church's messages.
        </Text>
      </Stack>
    </Paper>
  );
}

function MessageForm({ recipient, onSent, onCancel }: FormProps) {
  const form = useForm<MessageFormValues>({
    mode: 'uncontrolled',
    initialValues: { subject: '', messageBody: '' },
    validate,
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const sendOne = useMutation(trpc.messages.send.mutationOptions());
  const sendToDate = useMutation(trpc.messages.sendToDate.mutationOptions());
  const pending = sendOne.isPending || sendToDate.isPending;

  function sent(message: string) {
    showToast({ color: 'green', title: 'Message Sent', message });
    onSent();
  }
  function failed(error: unknown) {
    showToast({ color: 'red', ...SEND_FAILED });
    setFailure({ ...SEND_FAILED });
    showFieldErrors(form, fieldErrorsOf(error));
  }

  function submit(values: MessageFormValues) {
    setFailure(null);
    const message = messageFormSchema.parse(values);
    if (isOne(recipient)) {
      sendOne.mutate(
        { churchId: recipient.churchId, rsvpId: recipient.rsvpId, ...message },
        {
          onSuccess: () => sent(`Your message to ${recipient.attendeeName} is on its way.`),
          onError: failed,
        },
      );
    } else {
      sendToDate.mutate(
        { eventId: recipient.eventId, date: recipient.date, ...message },
        { onSuccess: (result) => sent(sentToDateText(result)), onError: failed },
      );
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {isOne(recipient)
            ? `Sent by e-mail to the address ${recipient.attendeeName} gave with their RSVP; replies come to your church's e-mail.`
            : "Each attendee gets their own e-mail at the address they gave with their RSVP; replies come to your church's e-mail."}
        </Text>
        <TextField form={form} path="subject" label="Subject" required data-autofocus />
        <TextareaField form={form} path="messageBody" label="Message" rows={6} required />
        <MailPreview churchId={recipient.churchId} eventTitle={recipient.eventTitle} />
        <FormError failure={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} disabled={pending}>
            {pending ? 'Sending...' : 'Send Message'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
