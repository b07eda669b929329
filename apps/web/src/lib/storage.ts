/** Fired on window when this tab writes a storage key, since the 'storage' event only reaches other tabs. */
export const LOCAL_STORAGE_EVENT = 'local-storage-change';

/** Reads a key; private modes and disabled storage read as absent instead of throwing. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or with null removes) a key and tells this tab's listeners about it; nothing on the server. */
export function writeStorage(key: string, value: string | null): void {
  if (typeof window === 'undefined') return;
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the in-memory state still works for this visit.
  }
  window.dispatchEvent(new CustomEvent(LOCAL_STORAGE_EVENT, { detail: { key } }));
}

/** Parses stored JSON; corrupt values read as null rather than breaking the page. */
export function readStoredJson(key: string): unknown {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
