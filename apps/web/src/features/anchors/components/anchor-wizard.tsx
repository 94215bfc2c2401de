import {
  ANCHOR_ADD_MORE_DELAY_MS,
  ANCHOR_TEXTS,
  pathTo,
  type Account,
  type Anchor,
  type PlaceSearchResult,
} from '@lodestar/contracts';
import { CloseButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import type { AnchorMapTarget } from '../../../map/anchors-map.tsx';
import { LazyAnchorsMap } from '../../../map/lazy-anchors-map.tsx';
import { useMapAnchors } from '../api/get-map-anchors.ts';
import { useNearestGeofence } from '../api/get-nearest-geofence.ts';
import { showAnchorFailure, showAnchorSuccess } from '../hooks/anchor-toasts.ts';
import { useAnchorWizard } from '../hooks/use-anchor-wizard.ts';
import { useSaveAnchor } from '../hooks/use-save-anchor.ts';
import { anchorStepProgress } from '../utils/anchor-form.ts';
import { AnchorPanes } from './anchor-panes.tsx';
import { WizardImagesStep, type SaveThen } from './wizard-images-step.tsx';
import { WizardNameStep } from './wizard-name-step.tsx';
import { WizardPlaceStep } from './wizard-place-step.tsx';
import { WizardReviewStep } from './wizard-review-step.tsx';

const STEP_TITLES = [
  ANCHOR_TEXTS.stepNameSerial,
  ANCHOR_TEXTS.stepReview,
  ANCHOR_TEXTS.stepPlace,
  ANCHOR_TEXTS.stepImagesNotes,
];

let flights = 0;

/** A refusal about step 1's fields (a serial taken, a name too long) sends the user back there. */
function isNameStepProblem(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 422 && ('name' in error.errors || 'serial' in error.errors)
  );
}

/**
 * The four-step BLE anchor wizard (spec 1 §2.8) in the left pane, with the map on the right: the anchors, and the
 * pin being placed. 'Save & Add More' keeps the map and the address and starts a new anchor after 500 ms;
 * 'Save & Close' and the close button go back to the list; leaving with anything typed or chosen, by the close
 * button or any other way, asks 'Discard all changes?' first.
 */
export function AnchorWizard({
  account,
  anchor,
  carriedAddress,
}: {
  account: Account;
  anchor: Anchor | null;
  carriedAddress: string;
}) {
  const wizard = useAnchorWizard(anchor, carriedAddress);
  const { form, update, step } = wizard;
  const navigate = useNavigate();
  const save = useSaveAnchor(account.id, wizard);
  const mapAnchors = useMapAnchors(account.id);
  // an edit opens on the anchor, at the address zoom
  const [target, setTarget] = useState<AnchorMapTarget | null>(() =>
    anchor ? { lat: anchor.lat, lng: anchor.lng, seq: ++flights } : null,
  );
  const others = useMemo(
    () => (mapAnchors.data ?? []).filter((a) => a.id !== anchor?.id),
    [mapAnchors.data, anchor],
  );
  const [mapCue, setMapCue] = useState(0);
  const restartTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(restartTimer.current ?? undefined), []);

  const pin = form.lat !== null && form.lng !== null ? { lat: form.lat, lng: form.lng } : null;
  const nearest = useNearestGeofence(account.id, pin);
  // the read-only geofence follows the pin (a 404, no geofence near, empties it)
  useEffect(() => {
    if (!nearest.isSuccess || nearest.isPlaceholderData) return;
    const found = nearest.data;
    update({ geofence: found ? { id: found.id, name: found.name } : null });
  }, [nearest.isSuccess, nearest.isPlaceholderData, nearest.data, update]);

  // a new step takes the keyboard focus to its title: the button pressed to get there is gone
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  // leaving with changes asks first, whichever way: the close button, a top link, Back (spec 1 §2.8); a save
  // leaves without asking (the ref, as the saved state is not rendered yet when the save navigates)
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      wizard.hasChanges && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let decided = false;
    modals.openConfirmModal({
      title: ANCHOR_TEXTS.discardQuestion,
      labels: { confirm: 'Discard', cancel: 'Keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        decided = true;
        blocker.proceed();
      },
      onClose: () => {
        if (!decided) blocker.reset();
      },
    });
  }, [blocker]);

  const toList = () => void navigate(pathTo('AnchorListView'));
  const leaveSaved = (to: () => void) => {
    leaving.current = true;
    to();
  };

  const placeChosen = (place: PlaceSearchResult) => {
    setTarget({ lat: place.lat, lng: place.lng, seq: ++flights });
    if (!pin) update({ lat: place.lat, lng: place.lng, geofence: null });
  };

  const submit = (then: SaveThen) =>
    save.mutate(undefined, {
      onSuccess: () => {
        showAnchorSuccess(ANCHOR_TEXTS.saved);
        wizard.setSaved(true);
        if (then === 'close') return leaveSaved(toList);
        const address = form.address;
        restartTimer.current = setTimeout(() => {
          if (wizard.editing)
            leaveSaved(() => void navigate(pathTo('AnchorCreateView'), { state: { address } }));
          else wizard.restart(address);
        }, ANCHOR_ADD_MORE_DELAY_MS);
      },
      onError: (error) => {
        if (isNameStepProblem(error)) wizard.setStep(1);
        showAnchorFailure(error, ANCHOR_TEXTS.saveFailed);
      },
    });

  const progress = anchorStepProgress(step);
  const header = (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {wizard.editing ? ANCHOR_TEXTS.editAnchor : ANCHOR_TEXTS.newAnchor}
        </Title>
        <CloseButton aria-label="Close" onClick={toList} />
      </Group>
      <Progress
        value={progress}
        aria-label={`Step ${step} of 4`}
        data-testid="anchor-wizard-progress"
        data-value={progress}
      />
      <Text fw={600} size="lg" component="h2" m={0} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {STEP_TITLES[step - 1]}
      </Text>
    </Stack>
  );

  const body = wizard.saved ? (
    <Text c="green" role="status">
      {ANCHOR_TEXTS.saved}
    </Text>
  ) : (
    <>
      {step === 1 && <WizardNameStep accountId={account.id} wizard={wizard} />}
      {step === 2 && <WizardReviewStep wizard={wizard} />}
      {step === 3 && (
        <WizardPlaceStep
          wizard={wizard}
          lookingUp={nearest.isFetching}
          onPlaceChosen={placeChosen}
          onShowMap={() => setMapCue((cue) => cue + 1)}
        />
      )}
      {step === 4 && <WizardImagesStep wizard={wizard} saving={save.isPending} onSave={submit} />}
    </>
  );

  return (
    <AnchorPanes
      leftLabel="Form"
      mapCue={mapCue}
      header={header}
      left={body}
      map={
        <LazyAnchorsMap
          anchors={others}
          fitOnLoad={anchor === null}
          pin={pin}
          radiusFt={form.radius}
          onPlace={step === 3 ? (point) => update({ ...point }) : undefined}
          target={target}
        />
      }
    />
  );
}
