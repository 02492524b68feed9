import { Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { AnchorLink } from '../../components/links';

/** The way back to /analytics from a page the dashboard leads to. */
export function BackToDashboard() {
  return (
    <AnchorLink to="/analytics" size="sm" mb="md" display="inline-flex">
      <Group gap={6} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to dashboard
      </Group>
    </AnchorLink>
  );
}
