export * from './stop-detection.ts';
