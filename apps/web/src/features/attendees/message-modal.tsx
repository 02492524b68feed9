import { type MessageFormValues, messageFormSchema } from '@huddle/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
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

export type MessageRecipient = { churchId: number; rsvpId: number; attendeeName: string };

type Props = { recipient: MessageRecipient | null; onClose: () => void };

/**
 * Writes to one attendee (spec §2 /analytics: subject and body). The server addresses the mail
 * to the RSVP's own e-mail, so the form never asks for or sends one.
 */
export function MessageModal({ recipient, onClose }: Props) {
  return (
    <Modal
      opened={recipient !== null}
      onClose={onClose}
      title={recipient ? `Message ${recipient.attendeeName}` : 'Message'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {recipient && <MessageForm recipient={recipient} onSent={onClose} onCancel={onClose} />}
    </Modal>
  );
}

type FormProps = { recipient: MessageRecipient; onSent: () => void; onCancel: () => void };

function MessageForm({ recipient, onSent, onCancel }: FormProps) {
  const form = useForm<MessageFormValues>({
    mode: 'uncontrolled',
    initialValues: { subject: '', messageBody: '' },
    validate,
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const send = useMutation(trpc.messages.send.mutationOptions());

  function submit(values: MessageFormValues) {
    setFailure(null);
    const message = messageFormSchema.parse(values);
    send.mutate(
      { churchId: recipient.churchId, rsvpId: recipient.rsvpId, ...message },
      {
        onSuccess: () => {
          showToast({
            color: 'green',
            title: 'Message Sent',
            message: `Your message to ${recipient.attendeeName} is on its way.`,
          });
          onSent();
        },
        onError: (error) => {
          showToast({ color: 'red', ...SEND_FAILED });
          setFailure({ ...SEND_FAILED });
          showFieldErrors(form, fieldErrorsOf(error));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          Sent by e-mail to the address {recipient.attendeeName} gave with their RSVP; replies come
          to your church's e-mail.
        </Text>
        <TextField form={form} path="subject" label="Subject" required data-autofocus />
        <TextareaField form={form} path="messageBody" label="Message" rows={6} required />
        <FormError failure={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={send.isPending}
          >
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
