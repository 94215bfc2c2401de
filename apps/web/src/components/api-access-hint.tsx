import { pathTo } from '@lodestar/contracts';
import { canEnterRoute } from '@lodestar/domain';
import { Alert, Anchor, Container, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentAccount } from '../session/use-current-account.ts';

export const API_ACCESS_HINT = 'Rules can also be managed through the API.';

/**
 * The rules screen's pointer to the API tab (spec 3 §2.4), only for users the guard lets into that tab (API access
 * on, a role that opens the manage area): a link that bounces its reader back is worse than none.
 */
export function ApiAccessHint() {
  const { access } = useCurrentAccount();
  if (!access || !canEnterRoute('ManageApiView', access)) return null;
  return (
    <Alert variant="light" color="blue" py="xs">
      <Text size="sm">
        {API_ACCESS_HINT}{' '}
        <Anchor component={Link} to={pathTo('ManageApiView')} size="sm">
          API Access
        </Anchor>
      </Text>
    </Alert>
  );
}

/** The hint in the page's width, for a screen that has no container of its own to put it in. */
export function ApiAccessHintBlock() {
  return (
    <Container size="lg" w="100%">
      <ApiAccessHint />
    </Container>
  );
}
