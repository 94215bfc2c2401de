import { z } from 'zod';
import { pageMeta, recordId } from './envelope.ts';

/** Spec 1 §2.8, §9: an anchor's radius is chosen from 30 to 80 feet in steps of 10; 30 by default. */
export const ANCHOR_RADIUS_CHOICES_FT = [30, 40, 50, 60, 70, 80] as const;
export const ANCHOR_RADIUS_DEFAULT_FT = 30;
/** Feet to metres: a BLE fix's accuracy is its anchor's radius in metres. */
export const FEET_TO_METRES = 0.3048;

/** Spec 1 §5, §9: at most 1 MB (1,048,576 bytes) an image; a byte more is refused. */
export const ANCHOR_IMAGE_MAX_BYTES = 1_048_576;
/** Spec 1 §5: only JPEG and PNG, judged by the server from the file's bytes (never its name or declared type). */
export const ANCHOR_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export type AnchorImageType = (typeof ANCHOR_IMAGE_TYPES)[number];
/** The file name endings the wizard's picker offers (spec 1 §2.8 step 4). */
export const ANCHOR_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
/** How many images one anchor keeps (docs/decisions/0037): enough photos to find it on site. */
export const ANCHOR_IMAGES_MAX = 10;
/** The wizard's steps 1-4 progress (spec 1 §2.8). */
export const ANCHOR_WIZARD_PROGRESS = [25, 50, 75, 100] as const;
/** 'Save & Add More' reopens a fresh wizard after this many ms (spec 1 §2.8). */
export const ANCHOR_ADD_MORE_DELAY_MS = 500;
/** The map flies to a chosen address at this zoom (spec 1 §2.8). */
export const ANCHOR_ADDRESS_ZOOM = 16;
/** The anchor map clusters with this radius (spec 1 §9). */
export const ANCHOR_CLUSTER_RADIUS = 30;
/** The oversized-image message is shown this long (spec 1 §5). */
export const ANCHOR_IMAGE_ERROR_TOAST_MS = 10_000;

/** Texts of the anchor screens and answers (spec 1 §2.8, §5, §8). */
export const ANCHOR_TEXTS = {
  tab: 'BLE Anchors',
  searchPlaceholder: 'Search Anchors...',
  emptyTitle: 'There are no Anchors',
  emptyBody: 'Your anchor list is empty',
  addAnchor: 'Add Anchor',
  newAnchor: 'New BLE Anchor',
  editAnchor: 'Edit BLE Anchor',
  stepNameSerial: 'Name and serial',
  stepReview: 'Review and confirm',
  stepPlace: 'Address, pin and radius',
  stepImagesNotes: 'Images and notes',
  name: 'Name',
  serial: 'Serial',
  device: 'Tracker',
  address: 'Address',
  radius: 'Radius',
  geofence: 'Geofence',
  images: 'Images',
  notes: 'Notes',
  radiusLabel: (feet: number) => `${feet} ft`,
  continue: 'Continue',
  back: 'Back',
  saveAndAddMore: 'Save & Add More',
  saveAndClose: 'Save & Close',
  saved: 'Saved successfully!',
  saveFailed: 'Cannot save, please try again',
  deleted: 'Successfully deleted!',
  deleteFailed: 'Cannot delete, please try again',
  deleteQuestion: 'Are you sure you want to delete this anchor?',
  discardQuestion: 'Discard all changes?',
  accessDenied: 'Access denied',
  /** Spec 1 §5: '{file} size exceeds the maximum of 1 Mb'. */
  imageTooLarge: (file: string) => `${file} size exceeds the maximum of 1 Mb`,
  imageWrongType: (file: string) => `${file} is not a JPEG or PNG image`,
  nameRequired: 'Name is required',
  serialRequired: 'Choose the tracker this anchor is',
  coordinatesRequired: 'lat and lng are required',
  notFound: 'Anchor not found.',
  imageNotFound: 'Image not found.',
  noBleFeature: 'This account does not have the BLE feature, so it has no anchors.',
  serialNotBleTracker: "serial must be the serial of one of this account's BLE trackers",
  serialTaken: 'Another anchor of this account already has this serial.',
  serialLocked: "An anchor's serial cannot be changed; delete the anchor and add a new one.",
  geofenceNotFound: "geofence_id must be one of this account's geofences",
  tooManyImages: `An anchor keeps at most ${ANCHOR_IMAGES_MAX} images; delete one first.`,
} as const;

const finite = (what: string) => z.number({ error: `${what} must be a number` }).finite();

const anchorFields = {
  name: z
    .string({ error: ANCHOR_TEXTS.nameRequired })
    .trim()
    .min(1, ANCHOR_TEXTS.nameRequired)
    .max(255, 'name must be at most 255 characters'),
  /** The serial of one of the account's BLE-capable trackers (model ble_support); unique among its anchors. */
  serial: z
    .string({ error: ANCHOR_TEXTS.serialRequired })
    .trim()
    .min(1, ANCHOR_TEXTS.serialRequired)
    .max(64, 'serial must be at most 64 characters'),
  /** Filled by the nearest-geofence lookup; null when no geofence is near. */
  geofence_id: recordId.nullable().optional(),
  address: z
    .string({ error: 'address must be text' })
    .trim()
    .max(500, 'address must be at most 500 characters'),
  /** Feet: one of ANCHOR_RADIUS_CHOICES_FT. */
  radius: z
    .number({ error: 'radius must be a number of feet' })
    .refine((v) => (ANCHOR_RADIUS_CHOICES_FT as readonly number[]).includes(v), {
      message: `radius must be one of ${ANCHOR_RADIUS_CHOICES_FT.join(', ')} feet`,
    }),
  lat: finite('lat').min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'),
  lng: finite('lng')
    .min(-180, 'lng must be between -180 and 180')
    .max(180, 'lng must be between -180 and 180'),
  notes: z
    .string({ error: 'notes must be text' })
    .trim()
    .max(5_000, 'notes must be at most 5000 characters')
    .nullable(),
};

/** POST /accounts/{id}/anchors. address defaults to '', radius to 30 ft, notes to null, geofence_id to null. */
export const createAnchorRequest = z.object({
  ...anchorFields,
  address: anchorFields.address.default(''),
  radius: anchorFields.radius.default(ANCHOR_RADIUS_DEFAULT_FT),
  notes: anchorFields.notes.optional(),
});
export type CreateAnchorRequest = z.infer<typeof createAnchorRequest>;

/**
 * PUT /accounts/{id}/anchors/{id}: the given fields change. serial may be sent (the wizard sends the whole form)
 * but must equal the anchor's own: a different serial is refused with 422 (ANCHOR_TEXTS.serialLocked).
 */
export const updateAnchorRequest = z.object(anchorFields).partial();
export type UpdateAnchorRequest = z.infer<typeof updateAnchorRequest>;

/** An image of an anchor. url is under /api and answers the bytes to users who may see the anchor. */
export const anchorImage = z.object({
  id: z.number().int(),
  url: z.string(),
  content_type: z.enum(ANCHOR_IMAGE_TYPES),
  size: z.number().int(),
});
export type AnchorImage = z.infer<typeof anchorImage>;

/** An anchor as the API answers it (spec 1 §3 BLE anchor). radius in feet; device_id: the tracker with serial. */
export const anchor = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  serial: z.string(),
  device_id: z.number().int().nullable(),
  geofence_id: z.number().int().nullable(),
  geofence: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  address: z.string(),
  radius: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  notes: z.string().nullable(),
  images: z.array(anchorImage),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Anchor = z.infer<typeof anchor>;

const pageNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

/** GET /accounts/{id}/anchors: page, per_page, query (name, serial or address). Without page: the whole list. */
export const anchorListQuery = z.object({
  query: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: pageNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').optional(),
  per_page: pageNumber.min(1, 'must be at least 1').max(1_000, 'must be at most 1000').optional(),
});
export type AnchorListQuery = z.infer<typeof anchorListQuery>;

export const anchorPage = z.object({ data: z.array(anchor), meta: pageMeta });
export type AnchorPage = z.infer<typeof anchorPage>;
