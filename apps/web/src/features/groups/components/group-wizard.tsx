import { GROUP_TEXTS, type Group } from '@lodestar/contracts';
import { Center, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { useGroup } from '../api/get-group.ts';
import { useGroupWizard } from '../hooks/use-group-wizard.ts';
import { stepProgress, type GroupWizardMode } from '../utils/wizard-selection.ts';
import { WizardNameStep } from './wizard-name-step.tsx';
import { WizardReviewStep } from './wizard-review-step.tsx';
import { WizardTrackersStep } from './wizard-trackers-step.tsx';

/** Which wizard to open: a new group, or trackers added to (add) or replaced in (swap) an existing one. */
export type GroupWizardRequest = { mode: 'create' } | { mode: 'add' | 'swap'; groupId: number };

const MODE_TITLES: Record<GroupWizardMode, string> = {
  create: GROUP_TEXTS.newGroup,
  add: GROUP_TEXTS.addTrackers,
  swap: GROUP_TEXTS.editGroup,
};

const STEP_TITLES = [
  GROUP_TEXTS.wizardStepName,
  GROUP_TEXTS.wizardStepTrackers,
  GROUP_TEXTS.wizardStepReview,
];

interface GroupWizardProps {
  accountId: number;
  request: GroupWizardRequest | null;
  onClose: () => void;
}

/**
 * The three-step group wizard (spec 1 §2.7) in a modal, full screen on phones. Add and swap modes first load
 * the group (its name and trackers); every opening starts afresh.
 */
export function GroupWizard({ accountId, request, onClose }: GroupWizardProps) {
  if (!request) return null;
  if (request.mode === 'create')
    return <WizardModal accountId={accountId} mode="create" group={null} onClose={onClose} />;
  return (
    <GroupWizardFor accountId={accountId} mode={request.mode} groupId={request.groupId} onClose={onClose} />
  );
}

function GroupWizardFor(props: {
  accountId: number;
  mode: 'add' | 'swap';
  groupId: number;
  onClose: () => void;
}) {
  const group = useGroup(props.accountId, props.groupId);
  const phone = useMediaQuery('(max-width: 40em)');
  if (!group.data)
    return (
      <Modal opened onClose={props.onClose} title={MODE_TITLES[props.mode]} fullScreen={phone} size="lg">
        <Center py="xl">
          {group.isError ? (
            <Text c="red">The group could not be loaded.</Text>
          ) : (
            <Loader aria-label="Loading group" />
          )}
        </Center>
      </Modal>
    );
  return (
    <WizardModal accountId={props.accountId} mode={props.mode} group={group.data} onClose={props.onClose} />
  );
}

interface WizardModalProps {
  accountId: number;
  mode: GroupWizardMode;
  group: Group | null;
  onClose: () => void;
}

function WizardModal({ accountId, mode, group, onClose }: WizardModalProps) {
  const wizard = useGroupWizard(mode, group);
  const phone = useMediaQuery('(max-width: 40em)');
  const progress = stepProgress(wizard.step);
  // a new step takes the keyboard focus to its title: the button pressed to get there is gone
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(wizard.step);
  useEffect(() => {
    if (shownStep.current === wizard.step) return;
    shownStep.current = wizard.step;
    heading.current?.focus();
  }, [wizard.step]);

  // closing with a name typed asks first (spec 1 §2.7); the confirmation stacks over the wizard
  const requestClose = () => {
    if (wizard.name.trim() === '') return onClose();
    modals.openConfirmModal({
      title: GROUP_TEXTS.discardQuestion,
      labels: { confirm: 'Discard', cancel: 'Keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: onClose,
    });
  };

  return (
    <Modal
      opened
      onClose={requestClose}
      title={group && mode !== 'create' ? `${MODE_TITLES[mode]}: ${group.name}` : MODE_TITLES[mode]}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Progress
          value={progress}
          aria-label={`Step ${wizard.step} of 3`}
          data-testid="wizard-progress"
          data-value={progress}
        />
        <Text fw={600} size="lg" component="h2" m={0} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {STEP_TITLES[wizard.step - 1]}
        </Text>
        {wizard.step === 1 && <WizardNameStep wizard={wizard} />}
        {wizard.step === 2 && <WizardTrackersStep accountId={accountId} wizard={wizard} />}
        {wizard.step === 3 && <WizardReviewStep accountId={accountId} wizard={wizard} onSaved={onClose} />}
      </Stack>
    </Modal>
  );
}
