import {
  SUPPORT_OFFER_FORM_DEFAULTS,
  SUPPORT_REQUEST_FORM_DEFAULTS,
  supportOfferInput,
  supportRequestInput,
} from '@huddle/domain';
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { focusFirstError } from '../../lib/form-focus';
import { trpc } from '../../lib/trpc';
import { type PostKind, usePostOutcome } from './create-support-post';
import { OWN_FIELDS } from './own-fields';
import { type PostingBlock, PostingNotice } from './posting-notice';
import { SupportPostFields, type SupportPostFormValues } from './support-post-fields';

/** Each board's modal: its words, its schema (spec §5) and its own field beside the types. */
const BOARDS = {
  offers: {
    title: 'Offer Support',
    submitLabel: 'Post Offer',
    validate: schemaResolver(supportOfferInput, { sync: true }),
    own: OWN_FIELDS.offers,
  },
  requests: {
    title: 'Request Support',
    submitLabel: 'Post Request',
    validate: schemaResolver(supportRequestInput, { sync: true }),
    own: OWN_FIELDS.requests,
  },
} as const;

type Props = {
  /** The board the post goes to. */
  kind: PostKind;
  opened: boolean;
  onClose: () => void;
  /** The church's own contact details, to start the form with. */
  contact: { contactEmail: string; contactPhone: string };
  /** What the user still lacks to post: shown in place of the form. */
  block: PostingBlock | null;
};

/**
 * Spec §2: the create modal of the Support Offers or the Support Requests tab. A church that may
 * not post yet meets what it lacks here, not a 403 after filling in the whole form.
 */
export function SupportPostModal({ kind, opened, onClose, contact, block }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={BOARDS[kind].title} size="lg">
      {block ? (
        <Stack gap="md">
          <PostingNotice block={block} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        <SupportPostForm kind={kind} onClose={onClose} contact={contact} />
      )}
    </Modal>
  );
}

function SupportPostForm({ kind, onClose, contact }: Omit<Props, 'opened' | 'block'>) {
  const board = BOARDS[kind];
  // Both boards' own fields start at their defaults; the board's schema reads its own one only.
  const form = useForm<SupportPostFormValues>({
    mode: 'uncontrolled',
    initialValues: { ...SUPPORT_OFFER_FORM_DEFAULTS, ...SUPPORT_REQUEST_FORM_DEFAULTS, ...contact },
    validate: board.validate,
  });
  const createOffer = useMutation(trpc.support.offers.create.mutationOptions());
  const createRequest = useMutation(trpc.support.requests.create.mutationOptions());
  const outcome = usePostOutcome(kind, form, onClose);
  const pending = createOffer.isPending || createRequest.isPending;

  function submit(values: SupportPostFormValues) {
    if (kind === 'offers') createOffer.mutate(supportOfferInput.parse(values), outcome);
    else createRequest.mutate(supportRequestInput.parse(values), outcome);
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="md">
        <SupportPostFields form={form}>
          <NativeSelect
            label={board.own.label}
            name={board.own.name}
            required
            data={board.own.options}
            key={form.key(board.own.name)}
            {...form.getInputProps(board.own.name)}
          />
        </SupportPostFields>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Posting...' : board.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
