import type { Account } from '@lodestar/contracts';
import { useCurrentAccount } from '../../../session/use-current-account.ts';

/** The account whose reports the signed-in screens show; null on the public page or before sign-in. */
export function useReportAccount(): Account | null {
  return useCurrentAccount().access?.account ?? null;
}
