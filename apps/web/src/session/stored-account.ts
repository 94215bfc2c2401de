import { preferences } from './preferences-storage.ts';

const ACCOUNT = 'account';

/** The account the user last chose (spec 3 §4 Switching), or null. */
export function storedAccountId(): number | null {
  const id = preferences.get<unknown>(ACCOUNT);
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

export function storeAccountId(id: number): void {
  preferences.set(ACCOUNT, id);
}

export function clearStoredAccount(): void {
  preferences.remove(ACCOUNT);
}
