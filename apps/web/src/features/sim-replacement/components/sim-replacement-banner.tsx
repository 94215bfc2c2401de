import { SIM_REPLACEMENT, type SimReplacementDevice } from '@lodestar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentAccount } from '../../../session/use-current-account.ts';
import { useReplacementDevices, type ReplacementDevicesPage } from '../api/get-replacement-devices.ts';
import { simReplacementKeys } from '../api/sim-replacement-keys.ts';
import { bannerTrackerCount, simBannerMode } from '../utils/banner-access.ts';
import { SimBannerBar } from './sim-banner-bar.tsx';

// its own chunk, fetched on 'Replace Now': most visits never open it
const SimReplacementDialog = lazy(() => import('./sim-replacement-dialog.tsx'));

/** One opening of the dialog: a new round starts afresh (Replace Next), with the trackers due at that moment. */
interface Opening {
  round: number;
  trackers: readonly SimReplacementDevice[];
}

/**
 * The SIM replacement banner (spec 3 §2.10): 'Replace Now' for the account's trackers due a new SIM, opening the
 * replacement dialog (§2.11). Admins and 'all' members see it (only admins replace); it hides when no tracker is
 * due, when the account's setting hides it, and when the list cannot be loaded. The dialog outlives the banner: a
 * last swap confirmed hides the banner while its success panel is still open.
 */
export function SimReplacementBanner() {
  const { access } = useCurrentAccount();
  const mode = simBannerMode(access);
  const accountId = access?.account?.id ?? null;
  const devices = useReplacementDevices(accountId, mode !== null);
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState<Opening | null>(null);
  const reopen = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reopen.current), []);

  const count = bannerTrackerCount(devices.data);
  const open = (trackers: readonly SimReplacementDevice[]) => {
    if (trackers.length > 0) setOpening((last) => ({ round: (last?.round ?? 0) + 1, trackers }));
  };
  const close = useCallback(() => setOpening(null), []);
  // Replace Next: the dialog closes and opens again afresh on the trackers still due (spec 3 §9: after 200 ms)
  const replaceNext = () => {
    setOpening(null);
    reopen.current = setTimeout(() => {
      if (accountId === null) return;
      const page = queryClient.getQueryData<ReplacementDevicesPage>(simReplacementKeys.devices(accountId));
      open(page?.data ?? []);
    }, SIM_REPLACEMENT.replaceNextReopen);
  };

  return (
    <>
      {mode !== null && count > 0 && (
        <SimBannerBar
          count={count}
          canReplace={mode === 'replace'}
          onReplace={() => open(devices.data?.data ?? [])}
        />
      )}
      {opening && accountId !== null && (
        <Suspense fallback={null}>
          <SimReplacementDialog
            key={opening.round}
            accountId={accountId}
            trackers={opening.trackers}
            onClose={close}
            onReplaceNext={replaceNext}
          />
        </Suspense>
      )}
    </>
  );
}
