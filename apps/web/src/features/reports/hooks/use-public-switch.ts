import { REPORT_TEXTS, REPORT_TIMING, type Report } from '@lodestar/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refreshAfterUpdate, updateReport } from '../api/update-report.ts';
import { createPublicSwitchSaver, type PublicSwitchSaver } from '../utils/public-switch-saver.ts';

/**
 * A report's public switch (spec 2 §4): what it shows now (at once when flipped), and the flip. The value is
 * saved 600 ms after the last flip; a failure flips it back and toasts "Can't update" (spec 2 §8).
 */
export function usePublicSwitch(report: Pick<Report, 'id' | 'account_id' | 'is_public'>) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(report.is_public);
  const saver = useRef<PublicSwitchSaver | null>(null);
  const { id, account_id: accountId } = report;

  useEffect(() => {
    const current = createPublicSwitchSaver({
      initial: report.is_public,
      delay: REPORT_TIMING.publicToggleDebounce,
      save: async (isPublic) => {
        await updateReport(accountId, id, { is_public: isPublic });
        await refreshAfterUpdate(queryClient, accountId, id);
      },
      show: setShown,
      failed: () => notifications.show({ color: 'red', message: REPORT_TEXTS.cantAction('update') }),
    });
    saver.current = current;
    return () => {
      // leaving the screen within the quiet time still saves what the user chose
      current.flush();
      current.dispose();
    };
    // the saver lives as long as the report's row; the server's value reaches it through saved() below
  }, [accountId, id, queryClient]);

  useEffect(() => saver.current?.saved(report.is_public), [report.is_public]);

  return { isPublic: shown, change: (value: boolean) => saver.current?.change(value) };
}
