/** Cache keys of the Notifications form: the caller's settings in an account, and the server's push key. */
export const notificationSettingsKeys = {
  settings: (accountId: number) => ['accounts', accountId, 'notification-settings'] as const,
  pushPublicKey: () => ['push', 'public-key'] as const,
};
