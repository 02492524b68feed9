import { RSVP_LINKS_FORM_DEFAULTS, type RsvpLinksFormValues, rsvpLinksInput } from '@huddle/domain';
import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DoneNotice } from '../../components/done-notice';
import { FormError, type FormFailure } from '../../components/form-error';
import { EmailField } from '../../components/form-fields';
import { fieldErrorsOf, httpStatusOf, serverMessage } from '../../lib/api-error';
import { focusFirstError, showFieldErrors } from '../../lib/form-focus';
import { trpc } from '../../lib/trpc';

/** The same words whatever the address holds: the page must not say whether it has RSVPs. */
export const LINKS_SENT_MESSAGE =
  "If you have RSVPs with that address, we've sent you an e-mail with a link for each.";
const TOO_MANY = 'You have asked several times already. Please wait a while and try again.';
const FAILED = 'Your request could not be sent. Please try again.';

const validate = schemaResolver(rsvpLinksInput, { sync: true });

/** `fieldId` names the e-mail input, for whoever opens the form to put the cursor in it. */
type Props = { fieldId?: string };

/**
 * Asks for the private links of an address's upcoming RSVPs (POST /api/rsvps/resend-links) and
 * then shows one neutral confirmation, the same for every address. A failure (a refused
 * address, too many requests, no connection) is said above the button and keeps what was typed.
 */
export function ResendLinksForm({ fieldId }: Props) {
  const form = useForm<RsvpLinksFormValues>({
    mode: 'uncontrolled',
    initialValues: RSVP_LINKS_FORM_DEFAULTS,
    validate,
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const send = useMutation(trpc.rsvpManage.resendLinks.mutationOptions());

  const submit = form.onSubmit((values) => {
    setFailure(null);
    send.mutate(rsvpLinksInput.parse(values), {
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) {
          showFieldErrors(form, fields);
        } else {
          const message = httpStatusOf(error) === 429 ? TOO_MANY : serverMessage(error, FAILED);
          setFailure({ title: 'Not Sent', message });
        }
      },
    });
  }, focusFirstError);

  if (send.isSuccess) {
    return (
      <LinksSent
        onAgain={() => {
          form.reset();
          send.reset();
        }}
      />
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Get your RSVP links">
      <Stack gap="sm">
        <FormError failure={failure} />
        <EmailField
          form={form}
          path="email"
          id={fieldId}
          label="Email"
          description="The address you RSVP'd with"
          required
        />
        <Button
          type="submit"
          disabled={send.isPending}
          leftSection={<IconSend size={16} aria-hidden />}
          fullWidth
        >
          {send.isPending ? 'Sending...' : 'Email My Links'}
        </Button>
      </Stack>
    </form>
  );
}

/** The answer in place of the form (focused, so keyboard and screen-reader users hear it). */
function LinksSent({ onAgain }: { onAgain: () => void }) {
  return (
    <Stack gap="sm">
      <DoneNotice title="Check your inbox" icon={<IconMailCheck aria-hidden />}>
        {LINKS_SENT_MESSAGE}
      </DoneNotice>
      <Button variant="subtle" onClick={onAgain}>
        Use another address
      </Button>
    </Stack>
  );
}
