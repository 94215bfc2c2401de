import {
  ANCHOR_RADIUS_CHOICES_FT,
  ANCHOR_RADIUS_DEFAULT_FT,
  ANCHOR_WIZARD_PROGRESS,
  type Anchor,
  type CreateAnchorRequest,
} from '@lodestar/contracts';

export type AnchorWizardStep = 1 | 2 | 3 | 4;

/** The wizard's fields (spec 1 §3 BLE anchor); lat and lng are null until the pin is placed. */
export interface AnchorForm {
  name: string;
  serial: string;
  /** The chosen tracker's name, shown beside its serial; empty when editing an anchor whose tracker is gone. */
  trackerName: string;
  address: string;
  lat: number | null;
  lng: number | null;
  radius: number;
  geofence: { id: number; name: string } | null;
  notes: string;
}

/** A new anchor's fields; 'Save & Add More' carries the previous anchor's address over (spec 1 §2.8). */
export function emptyAnchorForm(address = ''): AnchorForm {
  return {
    name: '',
    serial: '',
    trackerName: '',
    address,
    lat: null,
    lng: null,
    radius: ANCHOR_RADIUS_DEFAULT_FT,
    geofence: null,
    notes: '',
  };
}

/** The fields of an anchor being edited. */
export function anchorFormOf(anchor: Anchor): AnchorForm {
  return {
    name: anchor.name,
    serial: anchor.serial,
    trackerName: '',
    address: anchor.address,
    lat: anchor.lat,
    lng: anchor.lng,
    radius: anchor.radius,
    geofence: anchor.geofence,
    notes: anchor.notes ?? '',
  };
}

/** The progress bar's value for a step: 25, 50, 75, 100 (spec 1 §2.8). */
export function anchorStepProgress(step: AnchorWizardStep): number {
  return ANCHOR_WIZARD_PROGRESS[step - 1] ?? 100;
}

/** Step 1: Continue needs a name and a selected tracker (spec 1 §2.8). */
export function canLeaveNameStep(form: AnchorForm): boolean {
  return form.name.trim() !== '' && form.serial !== '';
}

/** Step 3: Continue needs coordinates, a radius and no geofence lookup in progress (spec 1 §2.8). */
export function canLeavePlaceStep(form: AnchorForm, lookingUpGeofence: boolean): boolean {
  return (
    form.lat !== null &&
    form.lng !== null &&
    (ANCHOR_RADIUS_CHOICES_FT as readonly number[]).includes(form.radius) &&
    !lookingUpGeofence
  );
}

/** What the save sends: the whole form, serial included (the server refuses a changed one on edit). */
export function anchorRequestOf(form: AnchorForm): CreateAnchorRequest {
  if (form.lat === null || form.lng === null) throw new Error('An anchor needs its pin before saving');
  return {
    name: form.name.trim(),
    serial: form.serial,
    geofence_id: form.geofence?.id ?? null,
    address: form.address.trim(),
    radius: form.radius,
    lat: form.lat,
    lng: form.lng,
    notes: form.notes.trim() === '' ? null : form.notes.trim(),
  };
}

/**
 * Whether closing would lose work: anything typed or chosen that differs from where the wizard started, or an
 * image added or removed. The spec asks when a name is typed (spec 1 §2.8); an edit always starts with one, so
 * the question there is whether anything changed.
 */
export function hasUnsavedChanges(form: AnchorForm, start: AnchorForm, imagesChanged: boolean): boolean {
  if (imagesChanged) return true;
  return (
    form.name.trim() !== start.name.trim() ||
    form.serial !== start.serial ||
    form.address.trim() !== start.address.trim() ||
    form.lat !== start.lat ||
    form.lng !== start.lng ||
    form.radius !== start.radius ||
    form.notes.trim() !== start.notes.trim()
  );
}
