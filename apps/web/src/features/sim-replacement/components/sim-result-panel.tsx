import { SIM_REPLACEMENT_TEXTS as TEXTS, SIM_WIZARD_STEP } from '@lodestar/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { SimHelpButton } from './sim-help-link.tsx';

interface SimResultPanelProps {
  /** -1, -2 or -3 (spec 3 §4) */
  step: number;
  problem: string | null;
  onClose: () => void;
  onReplaceNext: () => void;
  onTryAgain: () => void;
}

/**
 * The panels after a swap (spec 3 §2.11): success with Okay (-1) or Close and Replace Next (-2), and the error
 * panel (-3) with its advice, what went wrong when the server said, 'I need help' and 'Try Again'.
 */
export function SimResultPanel({ step, problem, onClose, onReplaceNext, onTryAgain }: SimResultPanelProps) {
  if (step === SIM_WIZARD_STEP.failed) {
    return (
      <Stack gap="sm" role="alert">
        <Text fw={600}>{TEXTS.errorTitle}</Text>
        <Text>{TEXTS.errorAdvice}</Text>
        {problem && (
          <Text size="sm" c="dimmed">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <SimHelpButton label={TEXTS.needHelp} />
          <Button onClick={onTryAgain}>{TEXTS.tryAgain}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" role="status">
      <Text fw={600}>{TEXTS.successTitle}</Text>
      <Text>{TEXTS.successReward}</Text>
      <Group justify="flex-end">
        {step === SIM_WIZARD_STEP.swappedMoreLeft ? (
          <>
            <Button variant="default" onClick={onClose}>
              {TEXTS.close}
            </Button>
            <Button onClick={onReplaceNext}>{TEXTS.replaceNext}</Button>
          </>
        ) : (
          <Button onClick={onClose}>{TEXTS.okay}</Button>
        )}
      </Group>
    </Stack>
  );
}
