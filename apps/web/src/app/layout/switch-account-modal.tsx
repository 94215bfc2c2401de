import type { Me } from '@lodestar/contracts';
import { roleLabel } from '@lodestar/domain';
import { NavLink, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { storeAccountId } from '../../session/stored-account.ts';

const MODAL_ID = 'switch-account';

/** Choosing an account stores it and reloads, so every screen starts over in the new account (spec 3 §4). */
function switchTo(accountId: number) {
  storeAccountId(accountId);
  window.location.reload();
}

function SwitchAccountList({ me, currentId }: { me: Me; currentId: number | null }) {
  return (
    <Stack gap={4}>
      {me.accounts.map((account) => (
        <NavLink
          key={account.id}
          component="button"
          type="button"
          label={account.title}
          description={roleLabel(me.account_roles[String(account.id)])}
          active={account.id === currentId}
          aria-current={account.id === currentId ? 'true' : undefined}
          onClick={() => switchTo(account.id)}
        />
      ))}
    </Stack>
  );
}

/** The Switch account modal (spec 3 §2.10): the user's accounts, each described by the user's role in it. */
export function openSwitchAccountModal(me: Me, currentId: number | null) {
  modals.open({
    modalId: MODAL_ID,
    title: 'Switch account',
    children: <SwitchAccountList me={me} currentId={currentId} />,
  });
}
