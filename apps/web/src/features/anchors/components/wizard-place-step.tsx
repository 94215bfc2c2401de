import { ANCHOR_RADIUS_CHOICES_FT, ANCHOR_TEXTS, type PlaceSearchResult } from '@lodestar/contracts';
import { Button, Group, Input, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { AnchorWizardState } from '../hooks/use-anchor-wizard.ts';
import { canLeavePlaceStep } from '../utils/anchor-form.ts';
import { AnchorAddressField } from './anchor-address-field.tsx';
import classes from './anchors.module.css';

const RADIUS_OPTIONS = ANCHOR_RADIUS_CHOICES_FT.map((feet) => ({
  value: String(feet),
  label: ANCHOR_TEXTS.radiusLabel(feet),
}));

/**
 * Step 3, address, pin and radius (spec 1 §2.8): the address (choosing a place flies the map there and puts the
 * pin there if none is placed yet), the pin placed by a click on the map or dragged, the radius in feet, and the
 * read-only geofence the nearest-geofence lookup fills. Continue needs a pin, a radius and no lookup running.
 */
export function WizardPlaceStep({
  wizard,
  lookingUp,
  onPlaceChosen,
  onShowMap,
}: {
  wizard: AnchorWizardState;
  lookingUp: boolean;
  onPlaceChosen: (place: PlaceSearchResult) => void;
  /** Phones show one pane at a time: this takes the user to the map to place the pin. */
  onShowMap: () => void;
}) {
  const { form, update } = wizard;
  const placed = form.lat !== null && form.lng !== null;
  return (
    <Stack gap="sm">
      <AnchorAddressField
        value={form.address}
        onChange={(address) => update({ address })}
        onPlace={(place) => {
          update({ address: place.label });
          onPlaceChosen(place);
        }}
      />
      <Input.Wrapper label="Pin" description="Click the map to place the anchor, or drag its pin.">
        <Text size="sm" data-testid="anchor-coordinates" mt={4}>
          {placed ? `${form.lat!.toFixed(6)}, ${form.lng!.toFixed(6)}` : 'Not placed yet'}
        </Text>
        <Button className={classes.phoneOnly} variant="light" size="xs" mt={6} onClick={onShowMap}>
          Place on the map
        </Button>
      </Input.Wrapper>
      <Input.Wrapper label={ANCHOR_TEXTS.radius}>
        <SegmentedControl
          fullWidth
          aria-label={ANCHOR_TEXTS.radius}
          data={RADIUS_OPTIONS}
          value={String(form.radius)}
          onChange={(value) => update({ radius: Number(value) })}
          mt={4}
        />
      </Input.Wrapper>
      <TextInput
        label={ANCHOR_TEXTS.geofence}
        value={form.geofence?.name ?? ''}
        placeholder={placed ? 'No geofence near' : 'Place the pin first'}
        readOnly
        rightSection={lookingUp ? <Loader size="xs" aria-label="Looking up the nearest geofence" /> : null}
      />
      <Group justify="space-between">
        <Button variant="default" onClick={() => wizard.setStep(2)}>
          {ANCHOR_TEXTS.back}
        </Button>
        <Button onClick={() => wizard.setStep(4)} disabled={!canLeavePlaceStep(form, lookingUp)}>
          {ANCHOR_TEXTS.continue}
        </Button>
      </Group>
    </Stack>
  );
}
