import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type SignedInAdmin, useAdminSignOut } from './admin-session';

type Props = { admin: SignedInAdmin; children?: ReactNode };

/** The dashboard's header: title, the administrator's name and role, the period and Logout. */
export function AdminHeader({ admin, children }: Props) {
  const logout = useAdminSignOut();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Administrator Dashboard
        </Title>
        <Group gap="xs">
          <Text fw={600}>{admin.name}</Text>
          <Badge variant="light" color="blue">
            {admin.role}
          </Badge>
        </Group>
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {children}
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={logout.signOut}
          loading={logout.pending}
        >
          Logout
        </Button>
      </Group>
    </Group>
  );
}
