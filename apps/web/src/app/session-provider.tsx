import { useEffect, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@store/shared/constants';
import { readStorage } from '../lib/storage.ts';
import { SessionContext, type SessionState } from '../lib/session-context.ts';

function initialState(): SessionState {
  const token = readStorage(STORAGE_KEYS.token);
  // Without a token there is nothing to load: the shop renders at once, no loading screen.
  return { status: token ? 'initialising' : 'ready', token };
}

/** Holds the session; while it initialises the app shows the global loading screen (storefront §2, §4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(initialState);

  useEffect(() => {
    if (session.status !== 'initialising') return;
    let cancelled = false;
    // The accounts issue loads GET /auth/profile here and drops the token when that fails.
    void Promise.resolve().then(() => {
      if (!cancelled) setSession((current) => ({ ...current, status: 'ready' }));
    });
    return () => {
      cancelled = true;
    };
  }, [session.status]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
