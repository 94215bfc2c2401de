/** Texts of the geofence screens (spec 1 §2.8, §8); the API's own texts are GEOFENCE_TEXTS in geofences.ts. */
export const GEOFENCE_SCREEN_TEXTS = {
  geofencesTab: 'Geofences',
  anchorsTab: 'BLE Anchors',
  searchPlaceholder: 'Search Geofences...',
  emptyTitle: 'There are no geofences',
  emptyBody: 'Create the first one',
  notFoundPrefix: 'No geofences found:',
  newGeofence: 'New Geofence',
  latLngRequired: 'lat and lng are required',
  saved: 'Saved successfully!',
  saveFailed: 'Cannot save, please try again',
  deleted: 'Successfully deleted!',
  deleteFailed: 'Cannot delete, please try again',
  deleteQuestion: 'Are you sure you want to delete this geofence?',
  discardQuestion: 'Discard changes?',
  downloadFailed: 'An error occurred',
  drawFirst: 'Draw a circle or a polygon on the map to save the geofence.',
  noEvents: 'No events yet',
} as const;

/** Geofence default radius (spec 1 §9: 0.1, in kilometres), in metres. */
export const GEOFENCE_DEFAULT_RADIUS_M = 100;
