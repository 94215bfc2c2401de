import {
  SIM_REPLACEMENT_TEXTS as TEXTS,
  type SimInStock,
  type SimReplacementDevice,
} from '@lodestar/contracts';
import { backStep, canGoNext, progressLabel, stepAt } from '@lodestar/domain';
import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { SimDialogState } from '../utils/sim-dialog-state.ts';
import { SimHelpLink } from './sim-help-link.tsx';
import { SimModelStep } from './sim-model-step.tsx';
import { SimResultPanel } from './sim-result-panel.tsx';
import { SimTrackerStep } from './sim-tracker-step.tsx';

export interface SimDialogBodyProps {
  state: SimDialogState;
  trackers: readonly SimReplacementDevice[];
  sims: readonly SimInStock[] | undefined;
  simsFailed: boolean;
  sending: boolean;
  onChooseTracker: (tracker: SimReplacementDevice) => void;
  onChooseIccid: (iccid: string | null) => void;
  onNext: () => void;
  onBack: () => void;
  onSwap: () => void;
  onTryAgain: () => void;
  onClose: () => void;
  onReplaceNext: () => void;
}

/**
 * Inside the SIM dialog (spec 3 §2.11): the tracker's name and 'step x / total', then step 0, a model step or a
 * result panel, and 'Need help? Contact us!'. Each new step takes the keyboard focus to its heading, since the
 * button pressed to get there may be gone.
 */
export function SimDialogBody(props: SimDialogBodyProps) {
  const { state } = props;
  const modelStep = state.wizard ? stepAt(state.wizard, state.step) : null;
  const progress = state.wizard ? progressLabel(state.step, state.wizard.steps.length) : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    heading.current?.focus();
  }, [state.step]);

  const title = state.step === 0 ? TEXTS.selectTracker : (modelStep?.title ?? null);
  return (
    <Stack gap="md">
      {state.tracker && (
        <Group justify="space-between" gap="xs">
          <Text fw={600} data-testid="sim-tracker-name">
            {state.tracker.name}
          </Text>
          {progress && (
            <Text size="sm" c="dimmed" data-testid="sim-progress">
              {progress}
            </Text>
          )}
        </Group>
      )}
      {title && (
        <Text fw={600} size="lg" component="h2" m={0} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Text>
      )}
      {state.step === 0 && (
        <SimTrackerStep
          trackers={props.trackers}
          chosen={state.tracker}
          canGoNext={canGoNext(state)}
          onChoose={props.onChooseTracker}
          onNext={props.onNext}
        />
      )}
      {modelStep && (
        <SimModelStep
          step={modelStep}
          iccid={state.iccid}
          sims={props.sims}
          simsFailed={props.simsFailed}
          canGoBack={backStep(state) !== state.step}
          canGoNext={canGoNext(state)}
          sending={props.sending}
          onChooseIccid={props.onChooseIccid}
          onBack={props.onBack}
          onNext={props.onNext}
          onSwap={props.onSwap}
        />
      )}
      {state.step < 0 && (
        <SimResultPanel
          step={state.step}
          problem={state.problem}
          onClose={props.onClose}
          onReplaceNext={props.onReplaceNext}
          onTryAgain={props.onTryAgain}
        />
      )}
      <SimHelpLink label={TEXTS.help} />
    </Stack>
  );
}
