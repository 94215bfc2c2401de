import {
  GEOFENCE_COUNT_MAX,
  GEOFENCE_SCREEN_TEXTS,
  GEOFENCE_TEXTS,
  LIMITS,
  type CreateGeofenceRequest,
  type Geofence,
  type GeofenceShape,
} from '@lodestar/contracts';

/** What the geofence form edits; counts are '' while blank (Mantine's number inputs). */
export interface GeofenceFormValues {
  name: string;
  address: string;
  /** The point of the address chosen from the suggestions (or the stored geofence's), null while typed only. */
  addressLat: number | null;
  addressLng: number | null;
  allowable_dwell_days: number | '';
  max_assets: number | '';
  min_assets: number | '';
  full_name: string;
  email: string;
  phone: string;
  company_name: string;
  is_alertable: boolean;
  notes: string;
}

export const COUNT_FIELDS = ['allowable_dwell_days', 'max_assets', 'min_assets'] as const;

const count = (value: number | null) => (value === null ? '' : value);

/** The form's first values: a stored geofence's, or blank (with an address from the create view's query). */
export function initialFormValues(geofence?: Geofence | null, label = ''): GeofenceFormValues {
  return {
    name: geofence?.name ?? '',
    address: geofence?.address ?? label,
    addressLat: geofence?.lat ?? null,
    addressLng: geofence?.lng ?? null,
    allowable_dwell_days: count(geofence?.allowable_dwell_days ?? null),
    max_assets: count(geofence?.max_assets ?? null),
    min_assets: count(geofence?.min_assets ?? null),
    full_name: geofence?.full_name ?? '',
    email: geofence?.email ?? '',
    phone: geofence?.phone ?? '',
    company_name: geofence?.company_name ?? '',
    is_alertable: geofence?.is_alertable === 1,
    notes: geofence?.notes ?? '',
  };
}

/** Digits typed into the phone field, shown in the mask (###) ###-#### (spec 1 §5, §9; +1 removed). */
export function maskPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function countError(value: number | ''): string | null {
  if (value === '') return null;
  if (value < 0) return GEOFENCE_TEXTS.countTooLow;
  if (value > GEOFENCE_COUNT_MAX) return GEOFENCE_TEXTS.countTooHigh;
  return null;
}

/**
 * The spec's form rules (spec 1 §5) with its messages: name and address required, the address needs a point
 * (a suggestion chosen, or the drawn shape's), counts 0-500, e-mail and phone formats (business fields only).
 */
export function validateGeofenceForm(
  values: GeofenceFormValues,
  shape: GeofenceShape | null,
  business: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = GEOFENCE_TEXTS.nameRequired;
  if (!values.address.trim()) errors.address = GEOFENCE_TEXTS.addressRequired;
  else if (values.addressLat === null && !shape) errors.address = GEOFENCE_SCREEN_TEXTS.latLngRequired;
  if (!business) return errors;
  for (const field of COUNT_FIELDS) {
    const problem = countError(values[field]);
    if (problem) errors[field] = problem;
  }
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = GEOFENCE_TEXTS.notEmail;
  if (values.phone && values.phone.length !== LIMITS.phoneLength) errors.phone = GEOFENCE_TEXTS.notPhone;
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request for the API; the business fields only for business accounts (others are refused with 422). */
export function geofenceRequest(
  values: GeofenceFormValues,
  shape: GeofenceShape,
  business: boolean,
): CreateGeofenceRequest {
  const request: CreateGeofenceRequest = {
    name: values.name.trim(),
    address: values.address.trim(),
    shape,
    // a drawn polygon is freehand (spec 1 §3 is_irregular); circles are never irregular
    is_irregular: shape.type === 'polygon',
  };
  if (!business) return request;
  return {
    ...request,
    allowable_dwell_days: values.allowable_dwell_days === '' ? null : values.allowable_dwell_days,
    max_assets: values.max_assets === '' ? null : values.max_assets,
    min_assets: values.min_assets === '' ? null : values.min_assets,
    full_name: orNull(values.full_name),
    email: orNull(values.email),
    phone: orNull(values.phone),
    company_name: orNull(values.company_name),
    is_alertable: values.is_alertable,
    notes: orNull(values.notes),
  };
}
