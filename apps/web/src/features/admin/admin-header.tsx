import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type AdminOutputs, adminTrpc } from './admin-trpc';

type Props = {
  admin: AdminOutputs['verify']['admin'];
  onSignedOut: () => void;
  children?: ReactNode;
};

/** The dashboard's header: title, the administrator's name and role, the period and Logout. */
export function AdminHeader({ admin, onSignedOut, children }: Props) {
  // The token is revoked on the server; the page signs out whatever the answer.
  const logout = useMutation(
    adminTrpc.admin.logout.mutationOptions({ onSettled: () => onSignedOut() }),
  );
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
          onClick={() => logout.mutate()}
          loading={logout.isPending}
        >
          Logout
        </Button>
      </Group>
    </Group>
  );
}
