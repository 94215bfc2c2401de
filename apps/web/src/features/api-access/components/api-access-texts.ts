/** Texts of the API Access tab (spec 3 §2.4 'Copied!', 'Reseting...'; the rest ours, decision 0044). */
export const API_ACCESS_TEXTS = {
  intro:
    "Integrations reach this account's trackers, geofences and rules with its API token, sent as 'Authorization: Bearer <token>'.",
  docs: 'API documentation',
  tokenLabel: 'API token',
  masked: '••••••••••••••••••••••••••••••••',
  copied: 'Copied!',
  copyFailed: 'The token could not be copied: select it and copy it yourself.',
  resetting: 'Reseting...',
  resetAction: 'Reset API token',
  resetQuestion: 'Create a new API token?',
  resetBody: 'The current token stops working at once; integrations that use it need the new one.',
  beforeReset:
    'For safety the token is shown only when it is created. Reset to create a new token; the current one keeps working until you do.',
  adminsOnly: "Only the account's administrators can create a new token.",
  shownOnceTitle: 'Copy the token now',
  shownOnce: 'This is the only time it is shown. The previous token no longer works.',
} as const;
