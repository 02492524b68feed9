import { CONTACT_FORM_DEFAULTS, type ContactFormValues, contactInput } from '@huddle/domain';
import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { EmailField, TextareaField, TextField } from '../../components/form-fields';
import { fieldErrorsOf } from '../../lib/api-error';
import { focusFirstError, showFieldErrors } from '../../lib/form-focus';
import { showFailure, showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import classes from './contact.module.css';

const validate = schemaResolver(contactInput, { sync: true });

/** Spec §2 /contact: Name, Email, Subject, Message (6 rows); the spec §8 toasts. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const form = useForm<ContactFormValues>({
    mode: 'uncontrolled',
    initialValues: CONTACT_FORM_DEFAULTS,
    validate,
  });
  const send = useMutation(trpc.contact.send.mutationOptions());
  const trap = useRef<HTMLInputElement>(null);

  function submit(values: ContactFormValues) {
    const message = contactInput.parse(values);
    send.mutate(
      { ...message, website: trap.current?.value || undefined },
      {
        onSuccess: () => {
          showToast({
            color: 'green',
            title: 'Message sent successfully!',
            message: "We'll get back to you as soon as possible.",
          });
          form.reset();
          onSent();
        },
        onError: (error) => {
          showFailure('Failed to send message', error, 'Please try again later.');
          showFieldErrors(form, fieldErrorsOf(error));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="md">
        <TextField form={form} path="name" label="Name" autoComplete="name" required />
        <EmailField form={form} path="email" label="Email" required />
        <TextField form={form} path="subject" label="Subject" required />
        <TextareaField form={form} path="message" label="Message" rows={6} required />
        <div className={classes.trap} aria-hidden="true">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input
            ref={trap}
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div>
          <Button
            type="submit"
            size="md"
            leftSection={<IconSend size={18} aria-hidden />}
            disabled={send.isPending}
          >
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
