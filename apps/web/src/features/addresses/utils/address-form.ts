import {
  addressFields,
  US_STATES,
  type AddressCategory,
  type CreateAddressRequest,
} from '@lodestar/contracts';

export interface AddressFormValues {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  isDefault: boolean;
}

/**
 * A fresh form with 'Use as default' on (spec 3 §2.4) and no state chosen: a preselected first state was kept by
 * people who did not notice it (a Chicago address saved in Alabama, issue 26).
 */
export const emptyAddressForm = (): AddressFormValues => ({
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
  isDefault: true,
});

/** The ZIP code mask: digits only, at most five. */
export const zipMask = (typed: string): string => typed.replace(/\D/g, '').slice(0, 5);

/**
 * The form's messages from the same rules the server applies (spec 3 §5): the first message of each field
 * ('line1 is required', 'zip is required', 'min 5 chars'); empty when the address may be sent.
 */
export function addressFormErrors(values: AddressFormValues): Record<string, string> {
  const parsed = addressFields.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What the dialog sends for a category. */
export function toCreateRequest(values: AddressFormValues, category: AddressCategory): CreateAddressRequest {
  return {
    line1: values.line1.trim(),
    line2: values.line2.trim() || null,
    city: values.city.trim(),
    state: values.state as CreateAddressRequest['state'],
    zip: values.zip,
    country: 'US',
    category,
    is_default: values.isDefault,
  };
}

/**
 * The state a typed text names: its name or code in any case ('illinois', 'IL'), or the one state whose name starts
 * with it ('Illi'); null when it names none or several ('New'). Chooses the state when the field is left with text.
 */
export function stateNamed(typed: string): string | null {
  const text = typed.trim().toLowerCase();
  if (text === '') return null;
  const exact = US_STATES.find(([code, name]) => code.toLowerCase() === text || name.toLowerCase() === text);
  if (exact) return exact[0];
  const starting = US_STATES.filter(([, name]) => name.toLowerCase().startsWith(text));
  return starting.length === 1 ? starting[0]![0] : null;
}
