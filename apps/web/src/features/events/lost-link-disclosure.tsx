import { Anchor, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { focusWhenShown } from '../../lib/focus-when-shown';
import { ResendLinksForm } from '../manage-rsvp/lazy-resend-links-form';

/**
 * For someone who RSVP'd before and lost the confirmation: a quiet control under the RSVP
 * button that opens the form to have their links mailed again. A text link, not a button, so its
 * words wrap on a narrow phone instead of running out of the card; the form is made only when
 * opened.
 */
export function LostLinkDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const fieldId = `${panelId}-email`;
  const Chevron = open ? IconChevronUp : IconChevronDown;

  const toggle = () => {
    setOpen(!open);
    // Opening is asking to type: the cursor goes to the field once it is there.
    if (!open) focusWhenShown(() => document.getElementById(fieldId));
  };

  return (
    <Stack gap="xs">
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="center"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        Already RSVP'd? Get your link again{' '}
        <Chevron size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
      </Anchor>
      {open && (
        <Stack gap="xs" id={panelId}>
          <Text size="sm" c="gray.7">
            We'll e-mail you a new private link for each of your upcoming RSVPs.
          </Text>
          <ResendLinksForm fieldId={fieldId} />
        </Stack>
      )}
    </Stack>
  );
}
