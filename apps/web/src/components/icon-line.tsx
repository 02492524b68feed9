import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A line of a details card: a quiet icon, then what it says (an address, a phone, a link). */
export function IconLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text c="dimmed" lh={0} mt={2} aria-hidden="true">
        {icon}
      </Text>
      {children}
    </Group>
  );
}
