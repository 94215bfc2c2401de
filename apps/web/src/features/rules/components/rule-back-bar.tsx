import { pathTo } from '@lodestar/contracts';
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

/** The way back from a rule to the list. */
export function RuleBackBar() {
  return (
    <Group maw={760} mx="auto" w="100%">
      <Anchor component={Link} to={pathTo('RulesManageView')} size="sm">
        ← All Rules
      </Anchor>
    </Group>
  );
}
