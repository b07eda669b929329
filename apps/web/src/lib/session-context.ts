import { createContext, useContext } from 'react';

export type SessionStatus = 'initialising' | 'ready';

export interface SessionState {
  status: SessionStatus;
  /** Bearer token from local storage; the account issue adds the user profile beside it. */
  token: string | null;
}

export const SessionContext = createContext<SessionState | null>(null);

/** The current session; must be used below SessionProvider. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
