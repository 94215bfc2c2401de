import { SIM_REPLACEMENT_TEXTS, type SimReplacementDevice } from '@lodestar/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { useSimSwap } from '../api/get-sim-swap.ts';
import { useReplacementIccids } from '../api/get-replacement-iccids.ts';
import { reloadAfterSwap } from '../api/reload-sim-replacement.ts';
import { replaceSim } from '../api/replace-sim.ts';
import { simReplacementKeys } from '../api/sim-replacement-keys.ts';
import { openingState, simDialogReducer } from '../utils/sim-dialog-state.ts';
import { swapButtonWait } from '../utils/swap-wait.ts';

const serverWords = (error: unknown) => (error instanceof ApiError ? error.serverMessage : null);

/**
 * The SIM dialog's behaviour (spec 3 §2.11, §4): the steps (the domain's rules, through simDialogReducer), the
 * drawer's SIMs, Swap SIM (3 s of loading, then the replace call), following the swap until the tracker confirms
 * it or it fails, the lists reloaded afterwards, and '{type} is not supported' for a model without a wizard.
 */
export function useSimDialog(
  accountId: number,
  trackers: readonly SimReplacementDevice[],
  onClose: () => void,
) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(simDialogReducer, trackers, openingState);
  const [sending, setSending] = useState(false);
  const iccids = useReplacementIccids(accountId);
  const swap = useSimSwap(accountId, state.swapId);
  // ends the button's wait and drops late answers once the dialog is gone
  const open = useRef<AbortController>(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    open.current = controller;
    return () => controller.abort();
  }, []);

  const unsupported = state.tracker !== null && state.wizard === null;
  useEffect(() => {
    if (!unsupported || !state.tracker) return;
    const { model } = state.tracker;
    notifications.show({
      color: 'red',
      message: SIM_REPLACEMENT_TEXTS.notSupported(model.title || model.device_type),
    });
    onClose();
  }, [unsupported, state.tracker, onClose]);

  // the swap has settled: reload the lists, then show the result with what is left to replace
  const settled = swap.data && swap.data.status !== 'in-progress' ? swap.data : null;
  useEffect(() => {
    if (!settled || settled.id !== state.swapId) return;
    let live = true;
    // a confirmed swap stays confirmed when the lists cannot reload: then nothing is offered next
    void reloadAfterSwap(queryClient, accountId)
      .catch(() => 0)
      .then((left) => live && dispatch({ type: 'swapSettled', swap: settled, left }));
    return () => {
      live = false;
    };
  }, [settled, state.swapId, queryClient, accountId]);

  useEffect(() => {
    if (swap.isError) dispatch({ type: 'failed', problem: serverWords(swap.error) });
  }, [swap.isError, swap.error]);

  const send = async (wait: boolean) => {
    const { tracker, iccid } = state;
    const { signal } = open.current;
    if (!tracker || !iccid) return;
    setSending(true);
    try {
      if (wait) await swapButtonWait(signal);
      const answer = await replaceSim(accountId, { device_id: tracker.id, iccid });
      if (signal.aborted) return;
      queryClient.setQueryData(simReplacementKeys.swap(accountId, answer.id), answer);
      dispatch({ type: 'swapStarted', swap: answer });
      // the tracker and its new SIM leave the lists once the swap is under way
      void queryClient.invalidateQueries({ queryKey: simReplacementKeys.all(accountId) });
    } catch (failure) {
      if (!signal.aborted) dispatch({ type: 'failed', problem: serverWords(failure) });
    } finally {
      if (!signal.aborted) setSending(false);
    }
  };

  return {
    state,
    iccids,
    sending,
    chooseTracker: (tracker: SimReplacementDevice) => dispatch({ type: 'chooseTracker', tracker }),
    chooseIccid: (iccid: string | null) => dispatch({ type: 'chooseIccid', iccid }),
    next: () => dispatch({ type: 'next' }),
    back: () => dispatch({ type: 'back' }),
    swapSim: () => void send(true),
    tryAgain: () => {
      dispatch({ type: 'tryAgain' });
      void send(false);
    },
  };
}

export type SimDialog = ReturnType<typeof useSimDialog>;
