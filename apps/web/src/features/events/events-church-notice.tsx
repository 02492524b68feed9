import { Button, Group, Text } from '@mantine/core';
import { IconBuildingChurch, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { useRecordView } from '../visits/use-record-visit';
import classes from './events.module.css';

type Props = { churchId: number; onClear: () => void };

/** Which church `?church=` narrows the lists to (spec §2), and the way back to every church. */
export function EventsChurchNotice({ churchId, onClear }: Props) {
  const church = useQuery(trpc.churches.byId.queryOptions({ id: churchId }));
  // The one place a church is shown on its own: its events (docs/adr/0046-visit-tracking-without-cookies.md).
  useRecordView(church.isSuccess ? { type: 'church', churchId } : null);
  // Until the name arrives (or if the church is gone) the notice still says what is filtered.
  const name = church.data?.name ?? 'the selected church';

  return (
    <Group className={classes.churchNotice} justify="space-between" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <IconBuildingChurch size={18} aria-hidden />
        <Text size="sm" role="status">
          Showing events at <strong>{name}</strong>
        </Text>
      </Group>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconX size={14} aria-hidden />}
        onClick={onClear}
      >
        Show all churches
      </Button>
    </Group>
  );
}
