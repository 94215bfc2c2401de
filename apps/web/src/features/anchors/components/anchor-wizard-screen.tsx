import { ANCHOR_TEXTS } from '@lodestar/contracts';
import { Alert, Center, Loader } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { useAnchor } from '../api/get-anchor.ts';
import { useAnchorAccess } from '../hooks/use-anchor-access.ts';
import { AnchorWizard } from './anchor-wizard.tsx';

/** The address 'Save & Add More' carries from an edit to the new anchor it opens (spec 1 §2.8). */
function carriedAddressOf(state: unknown): string {
  const address = (state as { address?: unknown } | null)?.address;
  return typeof address === 'string' ? address : '';
}

/** AnchorCreateView: the wizard for a new anchor. */
export function AnchorCreateScreen() {
  const { account, canEdit } = useAnchorAccess();
  const location = useLocation();
  if (!account) return null;
  if (!canEdit)
    return (
      <Alert color="red" m="md">
        {ANCHOR_TEXTS.accessDenied}
      </Alert>
    );
  return <AnchorWizard account={account} anchor={null} carriedAddress={carriedAddressOf(location.state)} />;
}

/** AnchorEditView: the wizard opened on an anchor, with its values and images. */
export function AnchorEditScreen() {
  const { account, canEdit } = useAnchorAccess();
  const { id } = useParams();
  const anchorId = Number(id);
  if (!account) return null;
  if (!canEdit)
    return (
      <Alert color="red" m="md">
        {ANCHOR_TEXTS.accessDenied}
      </Alert>
    );
  return <AnchorEditLoader accountId={account.id} anchorId={anchorId} />;
}

function AnchorEditLoader({ accountId, anchorId }: { accountId: number; anchorId: number }) {
  const { account } = useAnchorAccess();
  const anchor = useAnchor(accountId, anchorId);
  if (anchor.data && account)
    // keyed by the anchor, so another anchor's edit starts afresh
    return <AnchorWizard key={anchorId} account={account} anchor={anchor.data} carriedAddress="" />;
  if (anchor.data === null)
    return (
      <Alert color="red" m="md">
        {ANCHOR_TEXTS.notFound}
      </Alert>
    );
  return (
    <Center py="xl">
      {anchor.isError ? (
        <Alert color="red">The anchor could not be loaded.</Alert>
      ) : (
        <Loader aria-label="Loading anchor" />
      )}
    </Center>
  );
}
