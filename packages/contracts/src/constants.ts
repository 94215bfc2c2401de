/** Business constants from the spec's section 9 (all three documents). Durations in milliseconds. */
export const TIMING = {
  requestTimeout: 100_000,
  autoRefreshInterval: 30_000,
  serverErrorToast: 15_000,
  defaultToast: 3_000,
  passwordSuccessToast: 8_000,
  noPositionWarning: 3_000,
  dateWarning: 5_000,
  offlineOverlayDelay: 400,
  trackerSearchDebounce: 300,
  groupSearchDebounce: 100,
  otherSearchDebounce: 150,
  filterSliderDebounce: 500,
  filterApply: 200,
  comboboxDebounce: 150,
  clickVersusDoubleClick: 200,
  tabDropdownClose: 500,
  copiedLabel: 2_000,
  /** How long 'Back online' stays after the connection returns (spec: 'briefly'). */
  backOnlineNotice: 2_000,
} as const;

export const LIMITS = {
  passwordMin: 8,
  zipMin: 5,
  phoneLength: 14,
  historyDownloadDays: 90,
  dateRangeMonths: 3,
  dateRangeMonthsUnlimited: 12,
  subscriptionNameTruncate: 60,
  trackerNameTruncate: 20,
  trackerPickerPageSize: 10,
  deviceAutocompleteLimit: 25,
  messageHistory: 100,
  modelsPerPage: 200,
  eventsPerPage: 5,
  alertsPerPage: 10,
  geofenceAddressTruncate: 50,
  geofenceCountMax: 500,
  imageMaxBytes: 1024 * 1024,
  invoicePad: 6,
} as const;

export const PAGE_SIZES = { cards: [12, 24, 36, 48], tables: [25, 50, 100, 200] } as const;

export const THRESHOLDS = {
  staleYellowDays: 14,
  staleRedDays: 28,
  batteryRed: 20,
  batteryYellow: 40,
  lowBattery: 20,
} as const;

export const MAP = {
  defaultCenter: [-98.5795, 39.8283] as [number, number],
  defaultZoom: 5,
  minZoom: 1,
  maxZoom: 20,
  clusterRadius: 40,
  anchorClusterRadius: 30,
  fitZoom: 13,
  shipmentFitZoom: 12,
  singleTrackerZoom: 17,
  pathPointsFromZoom: 6,
  addressFlyZoom: 16,
} as const;

export const BREAKPOINTS = { xs: 640, sm: 768, md: 1024, lg: 1280, xl: 1440 } as const;

export const UNITS = { mpsToMph: 2.23694 } as const;

export const COOKIE_LIFETIME_DAYS = 365;

/** Shared texts (spec 1 §8, spec 3 §8). */
export const MESSAGES = {
  accessDenied: 'Access denied',
  serverErrorTitle: 'Something went wrong',
  serverErrorBody: 'Click here to refresh the page',
  offline: 'Offline',
  backOnline: 'Back online',
  loginFailed: 'An error occurred.',
  notFound: 'Looks like this page does not exist',
  forbidden: 'Access Denied',
  imitating: 'Imitating User',
  quitImitationFailed: 'An error ocurred, please try again later',
  noDataObject: 'No data object in the response',
  savedSuccessfully: 'Saved successfully!',
  updated: 'Updated!',
  cannotUpdate: 'Cannot update, please try again',
  deleted: 'Successfully deleted!',
  cannotDelete: 'Cannot delete, please try again',
  archived: 'Archived successfully!',
  cannotArchive: 'Cannot archive, try to refresh the page',
  unarchived: 'Unarchived successfully!',
  cannotUnarchive: 'Cannot unarchive, try to refresh the page',
  ended: 'Successfully ended!',
  passwordUpdated: 'Password has been updated!',
  passwordTooShort: 'Password must be at least 8 characters',
  noOptions: 'No options',
} as const;

/** Where the business variant's 'Get Help' sends users (spec 1 §1); a mail link until a chat widget is configured. */
export const HELP = {
  email: 'support@lodestar.example',
  subject: 'Lodestar Business: help request',
} as const;

/** Texts of the tracker list and its map (spec 1 §2.4, §2.5, §4). */
export const TRACKER_TEXTS = {
  emptyTitle: 'There are no trackers',
  emptyBody: 'Your trackers list is empty',
  pendingRenewal: 'Pending Renewal',
  provisioned: 'Provisioned',
  noData: 'No Data',
  provisioning:
    'Your tracker is being provisioned. You will receive an email once the tracker has been assigned to your account and shipped.',
  wifiFix: 'Unable to get GPS fix. Showing nearest wi-fi spot.',
  cellFix: 'Unable to get GPS fix. Showing nearest cell tower.',
  baseMap: 'Map',
  baseSatellite: 'Satellite',
} as const;

/** The map legend (spec 1 §2.5), one entry per marker colour of spec 1 §4. */
export const MARKER_LEGEND = {
  green: 'Inside geofence',
  blue: 'Connected',
  gray: 'Missed last report',
  yellow: "Hasn't moved in 14 days",
  red: "Hasn't moved in 28 days",
} as const;

/** How the live connection batches and retries (our choice; the spec only asks for live updates). */
export const LIVE_UPDATES = {
  /** Positions arriving within this window reach the screen together, in one cache update. */
  flushInterval: 250,
  reconnectMinDelay: 1_000,
  reconnectMaxDelay: 30_000,
} as const;

/** Texts of the tracker list's toolbar, filters and downloads (spec 1 §2.4, §5, §8). */
export const TRACKER_LIST_TEXTS = {
  searchPlaceholder: 'Search Trackers...',
  allTrackersTab: 'All Trackers',
  groupsTab: 'Groups',
  generalList: 'General',
  archivedList: 'Archived',
  archivedEmptyTitle: 'There are no archived trackers',
  noMatchTitle: 'No results',
  noMatchBody: 'No tracker matches the search or filters',
  downloadFailed: 'An error occurred',
  startAfterEnd: 'The start date must be before the end date',
  /**
   * Under the auto-refresh switch: live positions arrive over the socket whatever it is set to; the switch reloads
   * the list itself (names, statuses, trackers added or archived) every 30 s (issue 26).
   */
  autoRefreshOn: 'Positions update live. The list also reloads every 30 s',
  autoRefreshOff: 'Positions update live. The list reloads when you press Refresh',
} as const;

/** The map's overlays panel (spec 1 §2.5). */
export const MAP_OVERLAY_TEXTS = {
  button: 'Layers',
  overlaysTitle: 'Overlays',
  currentLocation: 'Show current location',
  accuracyCell: 'Accuracy - Cell',
  accuracyWifi: 'Accuracy - WiFi',
  geofences: 'Show geofences',
  tracks: 'Show tracks',
  stops: 'Show stops',
  fixTypesTitle: 'Filter Fix Types',
  fixTypes: { cell: 'Cell', wifi: 'WiFi', gps: 'GPS', ble: 'BLE' },
  /** Under 'Show tracks' and 'Show stops' on the tracker list map: whose day they draw, or why they cannot yet. */
  needsTracker: 'Click a tracker on the map first',
  trackerToday: 'Today, for',
  geofencesFailed: 'The geofences could not be loaded.',
  trackFailed: "The tracker's day could not be loaded.",
  locationDenied: 'Your location could not be shown: permission to use it was denied.',
  locationUnavailable: 'Your location could not be found.',
} as const;

/** The product's name on each brand variant (spec 1 §1), as users read it: the logo, the PDF reports' header. */
export const BRAND_NAMES = { business: 'Lodestar Business', consumer: 'Lodestar Family' } as const;
