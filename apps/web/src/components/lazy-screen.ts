import type { ComponentType } from 'react';

/**
 * Loads a view's screen on first visit, so the first page only downloads what it shows. A leaf type: the route
 * table (app/router/screens.tsx) and each feature's screens.ts both name it without importing each other.
 */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;
