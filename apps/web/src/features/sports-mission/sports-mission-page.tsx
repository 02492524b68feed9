import { formatUsPhone } from '@huddle/domain';
import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconHandStop, IconHeartHandshake, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import page from '../../styles/page.module.css';
import { SupportBoard } from './boards';
import { ClosePostDialog, type PostToClose } from './close-post-dialog';
import type { PostKind } from './create-support-post';
import { PostingNotice, usePostingBlock } from './posting-notice';
import classes from './sports-mission.module.css';
import { SupportPostModal } from './support-post-modal';

const route = getRouteApi('/sports-mission');

/**
 * /sports-mission (spec §2): churches offer and request equipment, volunteers, food or funding.
 * Each tab has its filters (kept in the address), a count line, cards and a create modal.
 */
export function SportsMissionPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { session } = route.useRouteContext();
  const churchId = session.churchUser?.churchId;
  const church = useQuery({
    ...trpc.churches.byId.queryOptions({ id: churchId ?? 0 }),
    enabled: churchId !== undefined,
  });
  const block = usePostingBlock(session);
  const [creating, setCreating] = useState<PostKind | null>(null);
  const [closing, setClosing] = useState<PostToClose | null>(null);
  const tab: PostKind = search.tab === 'requests' ? 'requests' : 'offers';

  // The church's own details start the form; the poster may change them.
  const contact = {
    contactEmail: church.data?.email ?? '',
    contactPhone: church.data ? formatUsPhone(church.data.phone) : '',
  };
  const from = church.data?.name;

  return (
    <Container size="xl" className={page.page}>
      <Stack gap="xs" mb="lg">
        <Title order={1}>Sports Mission</Title>
        <Text c="dimmed" className={page.intro}>
          Churches helping churches: offer what you can share, and ask for what your next watch
          party or outreach needs.
        </Text>
      </Stack>
      <Stack gap="lg">
        <PostingNotice block={block} />
        <Tabs
          value={tab}
          keepMounted={false}
          onChange={(value) =>
            navigate({
              // Each board has its own filters: they do not follow to the other tab.
              search: { tab: value === 'requests' ? 'requests' : undefined },
              resetScroll: false,
            })
          }
        >
          <Group justify="space-between" align="flex-end" className={classes.tabsList} gap="sm">
            <Tabs.List aria-label="Support boards">
              <Tabs.Tab value="offers" leftSection={<IconHeartHandshake size={18} aria-hidden />}>
                Support Offers
              </Tabs.Tab>
              <Tabs.Tab value="requests" leftSection={<IconHandStop size={18} aria-hidden />}>
                Support Requests
              </Tabs.Tab>
            </Tabs.List>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setCreating(tab)}
            >
              {tab === 'offers' ? 'Offer Support' : 'Request Support'}
            </Button>
          </Group>
          {(['offers', 'requests'] as const).map((kind) => (
            <Tabs.Panel key={kind} value={kind}>
              <Stack gap="lg">
                <SupportBoard
                  kind={kind}
                  search={search}
                  onFilter={(change) =>
                    navigate({
                      search: (prev) => ({ ...prev, ...change }),
                      resetScroll: false,
                    })
                  }
                  from={from}
                  onClosePost={(id, title) => setClosing({ kind, id, title })}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      {creating !== null && (
        <SupportPostModal
          key={creating}
          kind={creating}
          opened
          onClose={() => setCreating(null)}
          contact={contact}
          block={block}
        />
      )}
      <ClosePostDialog post={closing} onClose={() => setClosing(null)} />
    </Container>
  );
}
