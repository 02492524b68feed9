import { CONTACT_FORM_DEFAULTS, type ContactFormValues, contactInput } from '@huddle/domain';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { fieldErrorsOf, serverMessage } from '../../lib/api-error';
import { focusFirstError } from '../../lib/form-focus';
import { showToast } from '../../lib/toast';
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
          showToast({
            color: 'red',
            title: 'Failed to send message',
            message: serverMessage(error, 'Please try again later.'),
          });
          const fieldErrors = fieldErrorsOf(error);
          form.setErrors(fieldErrors);
          focusFirstError(fieldErrors);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="md">
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          required
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Subject"
          name="subject"
          required
          key={form.key('subject')}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Message"
          name="message"
          rows={6}
          required
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
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
