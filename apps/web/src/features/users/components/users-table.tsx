import {
  ACCOUNT_USERS_TEXTS as TEXTS,
  memberDevicesText,
  memberRoleText,
  type AccountMember,
} from '@lodestar/contracts';
import { ActionIcon, Menu, Stack, Table, Text } from '@mantine/core';

/** The users table (spec 3 §2.4): User Info (name and email), Role, Devices; row actions for admins. */
export function UsersTable({
  members,
  onEdit,
  onRemove,
}: {
  members: readonly AccountMember[];
  /** Absent for members who may not edit (only admins may). */
  onEdit?: (member: AccountMember) => void;
  onRemove?: (member: AccountMember) => void;
}) {
  const actions = !!(onEdit || onRemove);
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{TEXTS.columns.info}</Table.Th>
            <Table.Th>{TEXTS.columns.role}</Table.Th>
            <Table.Th>{TEXTS.columns.devices}</Table.Th>
            {actions && <Table.Th aria-label="Actions" w={48} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id} data-testid="user-row">
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {member.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {member.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{memberRoleText(member.role)}</Table.Td>
              <Table.Td>{memberDevicesText(member.role, member.devices_count)}</Table.Td>
              {actions && (
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${member.name}`}>
                        ⋮
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {onEdit && <Menu.Item onClick={() => onEdit(member)}>{TEXTS.editUser}</Menu.Item>}
                      {onRemove && (
                        <Menu.Item color="red" onClick={() => onRemove(member)}>
                          {TEXTS.remove}
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
