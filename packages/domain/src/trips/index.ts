export * from './trip-track.ts';
export * from './idle.ts';
export * from './trips.ts';
