import { Modal } from '@mantine/core';
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

/** The dialog's padding and the gap below it, which the frame's height must hold too. */
const BELOW_DIALOG = 32;

/**
 * The RSVP dialog of the framed page. The frame is as tall as its content, so a dialog centred in
 * it could open far from where the visitor is looking (the site shows only part of a long frame);
 * it opens level with the button pressed instead, laid out in the page (not fixed to the frame's
 * viewport), and the frame grows while it is open if the dialog reaches further down. Without the
 * script on the host (a frame of fixed height) the page scrolls to it like any content, so the
 * page's scrolling is left unlocked.
 */
export function EmbedRsvpDialog({ event, opened, onClose, top }: EmbedRsvpDialogProps) {
  const track = useHeightRef(BELOW_DIALOG);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`RSVP: ${event.title}`}
      yOffset={top}
      lockScroll={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{
        inner: { position: 'absolute', bottom: 'auto', paddingBottom: 16 },
        content: { maxHeight: 'none' },
      }}
    >
      {/* Mounted only while open: each opening starts from the event as it is now. */}
      <div ref={track}>
        <EmbedRsvp event={event} onClose={onClose} />
      </div>
    </Modal>
  );
}
