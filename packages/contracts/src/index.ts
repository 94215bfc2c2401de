export * from './envelope.ts';
export * from './roles.ts';
export * from './account.ts';
export * from './user.ts';
export * from './session.ts';
export * from './constants.ts';
export * from './routes.ts';
export * from './tracking.ts';
