export * from './users.ts';
export * from './accounts.ts';
export * from './sessions.ts';
export * from './devices.ts';
export * from './subscriptions.ts';
export * from './positions.ts';
export * from './commands.ts';
export * from './events.ts';
