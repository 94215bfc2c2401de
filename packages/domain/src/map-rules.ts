import type { FixType } from '@lodestar/contracts';

/**
 * Accuracy of a fix as drawn: the spec stores accuracy in metres and draws it in kilometres (spec 1 §2.5, §3),
 * so a missing or negative accuracy draws nothing rather than a dot.
 */
export function accuracyRadiusKm(accuracyMetres: number | null | undefined): number {
  if (accuracyMetres == null || !Number.isFinite(accuracyMetres) || accuracyMetres <= 0) return 0;
  return accuracyMetres / 1000;
}

/** Web Mercator ground resolution at zoom 0 on the equator, metres per 512-pixel-tile pixel (MapLibre's tiles). */
const EQUATOR_METRES_PER_PIXEL_Z0 = 40_075_016.686 / 512;

/**
 * The radius in screen pixels at zoom 0 of a circle `radiusKm` wide at `latitude`. A circle layer multiplies it
 * by 2^zoom, which is how Web Mercator scales, so one number per tracker draws a true-size circle at every zoom.
 */
export function accuracyPixelsAtZoomZero(radiusKm: number, latitude: number): number {
  const metresPerPixel = EQUATOR_METRES_PER_PIXEL_Z0 * Math.cos((latitude * Math.PI) / 180);
  return metresPerPixel > 0 ? (radiusKm * 1000) / metresPerPixel : 0;
}

/** Fix types whose position is an estimate drawn with an accuracy circle (spec 1 §2.5: cell and wifi). */
export function hasAccuracyCircle(fix: FixType): fix is 'cell' | 'wifi' {
  return fix === 'cell' || fix === 'wifi';
}

/**
 * The 'Filter Fix Types' rule (spec 1 §2.5): a tracker stays on the map unless its current fix type has been
 * switched off. `shownFixes` lists the fix types whose boxes are ticked.
 */
export function passesFixFilter(fix: FixType, shownFixes: ReadonlySet<FixType>): boolean {
  return shownFixes.has(fix);
}

/** Map view types (spec 1 §4): every tracker clustered, or one tracker up close. */
export type MapMode = 'cluster' | 'single';

/** Single mode when one tracker with a known position is in focus, cluster mode otherwise. */
export function mapModeFor(focusedTrackerId: number | null | undefined, hasPosition: boolean): MapMode {
  return focusedTrackerId != null && hasPosition ? 'single' : 'cluster';
}

/** Timers the click rule runs on; injected so the rule is testable without waiting. */
export interface ClickTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** A pending single click: confirmed after the delay, cancelled by a double-click. */
export interface ClickConfirmer<T> {
  click(payload: T): void;
  doubleClick(): void;
  dispose(): void;
}

/**
 * The map's click versus double-click rule (spec 1 §2.5, §9: 200 ms): a click acts only once `delayMs` passed
 * with no double-click, so zooming in with a double-click does not also open or close a popup. A second click
 * inside the window replaces the first, which the double-click that follows then cancels.
 */
export function createClickConfirmer<T>(
  delayMs: number,
  onConfirmed: (payload: T) => void,
  timers: ClickTimers = { set: (cb, ms) => setTimeout(cb, ms), clear: (h) => clearTimeout(h as number) },
): ClickConfirmer<T> {
  let pending: unknown = null;
  const cancel = () => {
    if (pending !== null) timers.clear(pending);
    pending = null;
  };
  return {
    click(payload) {
      cancel();
      pending = timers.set(() => {
        pending = null;
        onConfirmed(payload);
      }, delayMs);
    },
    doubleClick: cancel,
    dispose: cancel,
  };
}
