export * from './stop-detection.ts';
export * from './track-summary.ts';
