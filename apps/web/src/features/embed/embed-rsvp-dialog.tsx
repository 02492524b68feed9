import { Modal } from '@mantine/core';
import { useOpeningSeen } from '../../lib/use-opening-seen';
import type { EventView } from '../events/event-types';
import { EmbedRsvp } from './embed-rsvp';
import { useHeightRef } from './frame-height';

type EmbedRsvpDialogProps = {
  event: EventView;
  opened: boolean;
  onClose: () => void;
  /** Where the dialog starts, in page pixels: level with the button that opened it. */
  top: number;
};

/** The gap below the dialog, which the frame's height must hold too. */
const BELOW_DIALOG = 16;

/**
 * The RSVP dialog of the framed page. The frame is as tall as its content, so a dialog centred in
 * it could open far from where the visitor is looking (the site shows only part of a long frame);
 * it opens level with the button pressed instead, laid out in the page (not fixed to the frame's
 * viewport), and the frame grows while it is open if the dialog reaches further down. Its whole
 * box is tracked: its top stays put, so any change of its bottom is a change of its size. Without
 * the script on the host (a frame of fixed height) the page scrolls to it like any content, so
 * the page's scrolling is left unlocked.
 */
export function EmbedRsvpDialog({ event, opened, onClose, top }: EmbedRsvpDialogProps) {
  const track = useHeightRef(BELOW_DIALOG);
  // Mounted by the first press (embed-event.tsx).
  const shown = useOpeningSeen(opened);
  return (
    <Modal.Root
      opened={shown}
      onClose={onClose}
      yOffset={top}
      lockScroll={false}
      styles={{
        inner: { position: 'absolute', bottom: 'auto', paddingBottom: BELOW_DIALOG },
        content: { maxHeight: 'none' },
      }}
    >
      <Modal.Overlay />
      <Modal.Content ref={track}>
        <Modal.Header>
          <Modal.Title>RSVP: {event.title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          {/* Mounted only while open: each opening starts from the event as it is now. */}
          <EmbedRsvp event={event} open={opened} onClose={onClose} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
