import { z } from 'zod';
import { recordId } from './envelope.ts';
import { queryFlag } from './tracking-queries.ts';
import { device } from './tracking.ts';

/** The most trackers one group call may name: the 10,000-tracker fleet the budgets are written for. */
export const GROUP_DEVICE_IDS_MAX = 10_000;

/** Tracker names in the group wizard's list are cut to this many characters (spec 1 §2.7). */
export const GROUP_WIZARD_NAME_CHARS = 20;
/** The group wizard's tracker list shows this many trackers a page (spec 1 §2.7). */
export const GROUP_WIZARD_PAGE_SIZE = 10;
/** Progress of the wizard's steps 1-3 (spec 1 §2.7). */
export const GROUP_WIZARD_PROGRESS = [33, 66, 100] as const;

/** A group as a tracker carries it: enough to show its name. */
export const groupRef = z.object({ id: z.number().int(), name: z.string() });
export type GroupRef = z.infer<typeof groupRef>;

/** A tracker group (spec 1 §3 Group). `devices` only when asked for (GET one group with include=devices). */
export const group = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  devices_count: z.number().int(),
  /** Only the trackers the caller may see: a devices-role user sees its own trackers of the group. */
  device_ids: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Group = z.infer<typeof group>;

/** GET /accounts/{id}/groups/{id}?include=devices,devices.subscription. */
export const groupWithDevices = group.extend({ devices: z.array(device).optional() });
export type GroupWithDevices = z.infer<typeof groupWithDevices>;

const groupName = z
  .string({ error: 'Give the group a name.' })
  .trim()
  .min(1, 'Give the group a name.')
  .max(100, 'The group name must be at most 100 characters.');

const groupDeviceIds = z
  .array(recordId, { error: 'must be a list of tracker ids' })
  .max(GROUP_DEVICE_IDS_MAX, `at most ${GROUP_DEVICE_IDS_MAX} trackers`);

/** POST /accounts/{id}/groups. */
export const createGroupRequest = z.object({ name: groupName, device_ids: groupDeviceIds.optional() });
export type CreateGroupRequest = z.infer<typeof createGroupRequest>;

/** PUT /accounts/{id}/groups/{id}: the name is changed when given; device_ids, when given, replaces the members. */
export const updateGroupRequest = z.object({ name: groupName.optional(), device_ids: groupDeviceIds.optional() });
export type UpdateGroupRequest = z.infer<typeof updateGroupRequest>;

/** POST .../groups/{id}/devices (append), POST .../devices-swap (replace), DELETE .../devices (empty: all). */
export const groupDevicesRequest = z.object({ device_ids: groupDeviceIds });
export type GroupDevicesRequest = z.infer<typeof groupDevicesRequest>;

const pageNumber = z.coerce.number({ error: 'must be a number' }).int('must be a whole number');

/**
 * GET /accounts/{id}/groups: the table-list parameters (page, per_page, query). Without page the whole list comes
 * back; exclude_devices=1 leaves device_ids out (empty) for the plain list; devices_count is always there.
 */
export const groupListQuery = z.object({
  exclude_devices: queryFlag.optional(),
  query: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: pageNumber.min(1, 'must be at least 1').max(1_000_000, 'is too large').optional(),
  per_page: pageNumber.min(1, 'must be at least 1').max(200, 'must be at most 200').optional(),
});
export type GroupListQuery = z.infer<typeof groupListQuery>;

/** GET /accounts/{id}/groups/{id}: include=devices (and devices.subscription) adds the trackers themselves. */
export const groupQuery = z.object({
  include: z.string().trim().max(200, 'is too long').optional(),
});
export type GroupQuery = z.infer<typeof groupQuery>;

/** Texts of the group screens and their messages (spec 1 §2.7, §8). */
export const GROUP_TEXTS = {
  searchPlaceholder: 'Search Groups...',
  emptyTitle: 'There are no Groups',
  addGroup: 'Add Group',
  newGroup: 'New Tracker Group',
  edit: 'Edit',
  delete: 'Delete',
  noTrackers: 'There are no trackers',
  detailsMenu: 'Add Trackers / Edit Group',
  addTrackers: 'Add Trackers',
  editGroup: 'Edit Group',
  deleteGroup: 'Delete Group',
  remove: 'Remove',
  selected: (n: number) => `${n} selected`,
  removeQuestion: 'Are you sure you want to remove this tracker from this group?',
  deleteQuestion: 'Are you sure you want to delete this group?',
  wizardStepName: 'Name your group',
  wizardStepTrackers: 'Add trackers',
  wizardStepReview: 'Review',
  groupName: 'Group Name',
  continue: 'Continue',
  back: 'Back',
  addAndVerify: 'Add & Verify',
  skipAdding: 'Skip Adding',
  editList: 'Edit List',
  saveGroup: 'Save Group',
  saveBlank: 'Save Blank',
  selectAll: 'Select all',
  selectNone: 'Select none',
  selectSearched: 'Select searched results',
  willBeAdded: (n: number) => `${n} tracker(s) will be added`,
  noTrackersFound: 'No trackers found:',
  emptyTableTitle: 'There are no items',
  emptyTableBody: 'Table is empty',
  discardQuestion: 'Discard all changes?',
  created: (name: string) => `${name} has been created`,
  updated: (name: string) => `${name} has been updated`,
  deleted: 'Successfully deleted!',
  deleteFailed: 'Cannot delete, please try again',
  removed: 'Successfully removed!',
  removeFailed: 'Cannot remove, please try again',
  accessDenied: 'Access denied',
  groupFilter: 'Groups',
  groupColumn: 'Groups',
} as const;
