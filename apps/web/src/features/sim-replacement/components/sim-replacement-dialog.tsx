import { SIM_REPLACEMENT_TEXTS, type SimReplacementDevice } from '@lodestar/contracts';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSimDialog } from '../hooks/use-sim-dialog.ts';
import { SimDialogBody } from './sim-dialog-body.tsx';

export interface SimReplacementDialogProps {
  accountId: number;
  /** the trackers due a new SIM when the dialog opened */
  trackers: readonly SimReplacementDevice[];
  onClose: () => void;
  onReplaceNext: () => void;
}

/**
 * The SIM replacement dialog (spec 3 §2.11), full screen on a phone. Loaded on 'Replace Now' as its own chunk
 * (the default export is for React.lazy), so the app's first load carries only the banner.
 */
export default function SimReplacementDialog({
  accountId,
  trackers,
  onClose,
  onReplaceNext,
}: SimReplacementDialogProps) {
  const phone = useMediaQuery('(max-width: 40em)');
  const dialog = useSimDialog(accountId, trackers, onClose);
  return (
    <Modal
      opened
      onClose={onClose}
      title={SIM_REPLACEMENT_TEXTS.header}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the SIM dialog' }}
    >
      <SimDialogBody
        state={dialog.state}
        trackers={trackers}
        sims={dialog.iccids.data}
        simsFailed={dialog.iccids.isError}
        sending={dialog.sending}
        onChooseTracker={dialog.chooseTracker}
        onChooseIccid={dialog.chooseIccid}
        onNext={dialog.next}
        onBack={dialog.back}
        onSwap={dialog.swapSim}
        onTryAgain={dialog.tryAgain}
        onClose={onClose}
        onReplaceNext={onReplaceNext}
      />
    </Modal>
  );
}
