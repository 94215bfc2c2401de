import { ROUTES, type Me } from '@lodestar/contracts';
import type { AccessContext } from '@lodestar/domain';
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../session/sign-out.ts';
import { openSwitchAccountModal } from './switch-account-modal.tsx';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/**
 * The user menu (spec 1 §2.3): Settings, Switch Accounts when there is more than one, Logout; internal admins also
 * get their home (search) and the audit log (decision 0031).
 */
export function UserMenu({ me, access }: { me: Me; access: AccessContext }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut(queryClient);
    await navigate(ROUTES.LoginView, { replace: true });
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton
          aria-label={`User menu for ${me.name}`}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar color="initials" name={me.name} radius="xl" size={34}>
              {initials(me.name)}
            </Avatar>
            <Box visibleFrom="lg" maw={180}>
              <Text size="sm" fw={600} truncate>
                {me.name}
              </Text>
              {access.account && (
                <Text size="xs" c="dimmed" truncate>
                  {access.account.title}
                </Text>
              )}
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {access.account && <Menu.Label>{access.account.title}</Menu.Label>}
        {me.is_gpx_admin && (
          <>
            <Menu.Item component={Link} to={ROUTES.InternalAdminHomeView}>
              Admin Home
            </Menu.Item>
            <Menu.Item component={Link} to={ROUTES.AuditLogView}>
              Audit Log
            </Menu.Item>
            <Menu.Item component={Link} to={ROUTES.AdminOrdersView}>
              Sales Orders
            </Menu.Item>
            <Menu.Item component={Link} to={ROUTES.UtilityView}>
              Utilities
            </Menu.Item>
          </>
        )}
        {me.is_gpx_admin && (
          <Menu.Item component={Link} to={ROUTES.ProvisioningView}>
            Provision Trackers
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={ROUTES.AccountSettingsView}>
          Settings
        </Menu.Item>
        {me.accounts.length > 1 && (
          <Menu.Item onClick={() => openSwitchAccountModal(me, access.account?.id ?? null)}>
            Switch Accounts
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => void logout()}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
