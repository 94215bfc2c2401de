/**
 * Where UI preferences (chosen account, auto-refresh, controls mode…) live. While an internal admin imitates a
 * user they go to session storage, so the imitation never changes what the real user finds in local storage
 * (spec 1 §6). The mode is set from GET /me each time the session loads.
 */
let imitating = false;

export function setImitationMode(on: boolean): void {
  imitating = on;
}

function storage(): Storage | null {
  try {
    return imitating ? window.sessionStorage : window.localStorage;
  } catch {
    // storage can be switched off by the browser; preferences then simply do not persist
    return null;
  }
}

/** Preferences of this browser, stored as JSON under `lodestar.<name>`. */
export const preferences = {
  get<T>(name: string): T | null {
    const raw = storage()?.getItem(`lodestar.${name}`);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set(name: string, value: unknown): void {
    try {
      storage()?.setItem(`lodestar.${name}`, JSON.stringify(value));
    } catch {
      // a full or blocked storage only loses the preference
    }
  },
  /** Removes a preference from both storages, e.g. on sign-out. */
  remove(name: string): void {
    for (const s of [window.localStorage, window.sessionStorage]) {
      try {
        s.removeItem(`lodestar.${name}`);
      } catch {
        // nothing stored there
      }
    }
  },
};

/** Drops the preferences an imitation kept in session storage, so the next imitation starts clean. */
export function clearImitationPreferences(): void {
  try {
    const keys = Object.keys(window.sessionStorage).filter(
      (key) => key.startsWith('lodestar.') && key !== 'lodestar.imitateFrom',
    );
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // storage switched off: nothing was kept
  }
}
