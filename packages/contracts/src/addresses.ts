import { z } from 'zod';
import { LIMITS } from './constants.ts';

/**
 * The 50 US states (spec 3 §2.4: the New Address dialog's State dropdown). The spec preselects the first; issue 26
 * found Chicago addresses saved in Alabama that way, so the dialog starts with none and the list is searchable.
 */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const satisfies readonly (readonly [string, string])[];
export type UsStateCode = (typeof US_STATES)[number][0];
const STATE_CODES = US_STATES.map(([code]) => code) as [UsStateCode, ...UsStateCode[]];

export const ADDRESS_CATEGORIES = ['billing', 'shipping'] as const;
export type AddressCategory = (typeof ADDRESS_CATEGORIES)[number];

/** The most addresses of one category an account keeps (our limit; the spec names none). */
export const ADDRESSES_PER_CATEGORY_MAX = 100;

/** An address as the API answers it (spec 3 §3 Address: is_default sent as 1 or 0, country always US). */
export const address = z.object({
  id: z.number().int(),
  addressable_id: z.number().int(),
  addressable_type: z.literal('Account'),
  category: z.enum(ADDRESS_CATEGORIES),
  is_default: z.union([z.literal(0), z.literal(1)]),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.literal('US'),
  phone: z.string().nullable(),
  created_at: z.string(),
});
export type Address = z.infer<typeof address>;

/** A default flag as clients send it: true/false or the spec's 1/0. */
const defaultFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'must be true or false' })
  .transform((v) => v === true || v === 1);

const required = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The address fields a person types (spec 3 §5); shared by the API and the New Address dialog. */
export const addressFields = z.object({
  line1: required('line1', 200),
  line2: optionalText('line2', 200),
  city: required('city', 100),
  // none chosen yet (the dialog preselects none, issue 26) reads as missing, not as a wrong state
  state: z.enum(STATE_CODES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'state is required'
        : 'state must be one of the 50 US states',
  }),
  zip: z
    .string({ error: 'zip is required' })
    .trim()
    .min(1, 'zip is required')
    .min(LIMITS.zipMin, 'min 5 chars')
    .regex(/^\d{5}$/, 'zip must be 5 digits'),
});

/** POST /accounts/{id}/addresses. The first address of a category becomes its default whatever is_default says. */
export const createAddressRequest = addressFields.extend({
  country: z.literal('US', { error: 'country must be US: only US addresses are supported' }).default('US'),
  category: z.enum(ADDRESS_CATEGORIES, { error: 'category must be billing or shipping' }),
  is_default: defaultFlag.optional(),
  first_name: optionalText('first_name', 100),
  last_name: optionalText('last_name', 100),
  phone: optionalText('phone', 30),
});
export type CreateAddressRequest = z.input<typeof createAddressRequest>;

/** PUT /accounts/{id}/addresses/{id}: makes the address its category's default (a no-op when it already is). */
export const updateAddressRequest = z.object({ is_default: defaultFlag });
export type UpdateAddressRequest = z.input<typeof updateAddressRequest>;

const pageNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

/** GET /accounts/{id}/addresses: one category or both; without page the whole list, defaults first, newest next. */
export const addressListQuery = z.object({
  category: z.enum(ADDRESS_CATEGORIES, { error: 'category must be billing or shipping' }).optional(),
  page: pageNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').optional(),
  per_page: pageNumber.min(1, 'must be at least 1').max(200, 'must be at most 200').optional(),
});
export type AddressListQuery = z.infer<typeof addressListQuery>;

/** Texts of the Addresses tab (spec 3 §2.4, §8). */
export const ADDRESS_TEXTS = {
  defaultBilling: 'Default Billing Address',
  defaultShipping: 'Default Shipping Address',
  addNew: 'Add New',
  noAddresses: 'No addresses',
  statePlaceholder: 'Type or choose a state',
  newAddress: 'New Address',
  billingTab: 'Billing',
  shippingTab: 'Shipping',
  line1: 'Address',
  line2: 'Apartment/suite (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP Code',
  useAsDefault: 'Use as default',
  addBilling: 'Add Billing Address',
  addShipping: 'Add Shipping Address',
  adding: 'Adding',
  billingAdded: 'New billing address added',
  shippingAdded: 'New shipping address added',
  defaultSet: 'New default address has been set',
  deleted: 'Address has been deleted',
  deleteAddress: 'Delete address',
  deleteQuestion: 'Are you sure you want to delete this address?',
  notFound: 'Address not found.',
  keepOneDefault: 'An address stops being the default when another one is chosen.',
  tooMany: (category: AddressCategory) =>
    `An account can keep at most ${ADDRESSES_PER_CATEGORY_MAX} ${category} addresses.`,
} as const;

/** One line for an address: '12 Main St, Apt 4, Springfield, IL 62701'. */
export function addressLine(a: Pick<Address, 'line1' | 'line2' | 'city' | 'state' | 'zip'>): string {
  return [a.line1, a.line2, a.city, `${a.state} ${a.zip}`].filter(Boolean).join(', ');
}
