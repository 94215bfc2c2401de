import { SIM_REPLACEMENT_TEXTS as TEXTS, type SimInStock, type SimWizardStep } from '@lodestar/contracts';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { SimIccidSelect } from './sim-iccid-select.tsx';

export interface SimModelStepProps {
  step: SimWizardStep;
  iccid: string | null;
  sims: readonly SimInStock[] | undefined;
  simsFailed: boolean;
  canGoBack: boolean;
  canGoNext: boolean;
  sending: boolean;
  onChooseIccid: (iccid: string | null) => void;
  onBack: () => void;
  onNext: () => void;
  onSwap: () => void;
}

/**
 * One step of the model's wizard (spec 3 §2.11): its text, the ICCID choice on the pick step, Swap SIM on the
 * swap step (loading through its 3 s wait and the call) and a spinner while the swap waits for the tracker.
 */
export function SimModelStep(props: SimModelStepProps) {
  const { step } = props;
  return (
    <Stack gap="sm">
      <Text>{step.text}</Text>
      {step.kind === 'pick-iccid' && (
        <SimIccidSelect
          sims={props.sims}
          failed={props.simsFailed}
          value={props.iccid}
          onChange={props.onChooseIccid}
        />
      )}
      {step.kind === 'in-progress' && <Loader size="sm" aria-label="Waiting for the tracker" />}
      {step.kind !== 'in-progress' && (
        <Group justify="space-between">
          {props.canGoBack ? (
            <Button variant="default" onClick={props.onBack} disabled={props.sending}>
              {TEXTS.back}
            </Button>
          ) : (
            <span />
          )}
          {step.kind === 'swap' ? (
            <Button onClick={props.onSwap} loading={props.sending}>
              {TEXTS.swapSim}
            </Button>
          ) : (
            <Button onClick={props.onNext} disabled={!props.canGoNext}>
              {TEXTS.next}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
