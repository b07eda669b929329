import { useCallback, useSyncExternalStore } from 'react';
import { LOCAL_STORAGE_EVENT, readStorage } from '../lib/storage.ts';

const serverValue = (): string | null => null;

/** The raw local-storage value of a key, kept in sync with writes from this tab and others. */
export function useStoredValue(key: string): string | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) onChange();
      };
      const onLocal = (event: Event) => {
        if (event instanceof CustomEvent && (event.detail as { key?: string } | null)?.key === key) {
          onChange();
        }
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(LOCAL_STORAGE_EVENT, onLocal);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(LOCAL_STORAGE_EVENT, onLocal);
      };
    },
    [key],
  );
  // The server has no storage: it renders, and hydration starts, as for a first visit.
  return useSyncExternalStore(subscribe, () => readStorage(key), serverValue);
}
