import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { showFailure, showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { POST_KINDS, type PostKind, useRefreshBoards } from './create-support-post';

export type PostToClose = { kind: PostKind; id: number; title: string };

type Props = { post: PostToClose | null; onClose: () => void };

/** The posting church takes a post off the board, once it is taken care of (our decision). */
export function ClosePostDialog({ post, onClose }: Props) {
  const closeOffer = useMutation(trpc.support.offers.close.mutationOptions());
  const closeRequest = useMutation(trpc.support.requests.close.mutationOptions());
  const refresh = useRefreshBoards();
  const pending = closeOffer.isPending || closeRequest.isPending;
  const noun = post ? POST_KINDS[post.kind].noun : 'post';

  async function confirm() {
    if (!post) return;
    const close = post.kind === 'offers' ? closeOffer : closeRequest;
    try {
      await close.mutateAsync({ id: post.id });
      showToast({
        color: 'green',
        title: 'Post Closed',
        message: `"${post.title}" is no longer on the board.`,
      });
      await refresh();
      onClose();
    } catch (error) {
      showFailure('Could not close the post', error);
    }
  }

  return (
    <Modal opened={post !== null} onClose={onClose} title={`Close this ${noun}?`}>
      <Text size="sm">
        "{post?.title}" leaves the Sports Mission board. Churches that already wrote to you keep
        their mail.
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose}>
          Keep it open
        </Button>
        <Button color="red" onClick={() => void confirm()} disabled={pending}>
          {pending ? 'Closing...' : `Close ${noun}`}
        </Button>
      </Group>
    </Modal>
  );
}
