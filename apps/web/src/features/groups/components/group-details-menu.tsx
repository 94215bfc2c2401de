import { GROUP_TEXTS } from '@lodestar/contracts';
import { Button, Menu } from '@mantine/core';

/** The details screen's 'Add Trackers / Edit Group' menu with Delete Group (spec 1 §2.7), for group managers. */
export function GroupDetailsMenu(props: { onAdd: () => void; onEdit: () => void; onDelete: () => void }) {
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button size="sm">{GROUP_TEXTS.detailsMenu}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={props.onAdd}>{GROUP_TEXTS.addTrackers}</Menu.Item>
        <Menu.Item onClick={props.onEdit}>{GROUP_TEXTS.editGroup}</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={props.onDelete}>
          {GROUP_TEXTS.deleteGroup}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
