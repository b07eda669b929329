import { createContext, useContext } from 'react';
import type { LoginBody, RegisterBody, User } from '@store/shared/schemas/auth';

export type SessionStatus = 'initialising' | 'ready';

export interface SessionState {
  status: SessionStatus;
  /** Bearer token from local storage ('token'); signed in means token and user are both present. */
  token: string | null;
  user: User | null;
}

export interface SessionActions {
  /** POST /auth/login; stores token and user. Throws ApiError with the server's message. */
  login: (body: LoginBody) => Promise<User>;
  /** POST /auth/register; stores token and user. */
  register: (body: RegisterBody) => Promise<User>;
  /** POST /auth/logout (best effort), then clears token and user. */
  logout: () => Promise<void>;
  /**
   * POST /auth/logout-all, then clears token and user. Throws ApiError, signed in as before, when the
   * API did not end the sessions: the other devices would otherwise stay signed in unbeknown.
   */
  logoutEverywhere: () => Promise<void>;
  /** Clears token and user after the API refused the token (it would refuse the logout call too). */
  expire: () => void;
  /** Replaces the cached user after a profile, address or preference change. */
  setUser: (user: User) => void;
  /** Reads the user again (GET /auth/profile), after a change made elsewhere (checkout saved an address). */
  refreshUser: () => Promise<void>;
  /** Swaps the token, e.g. after a password change revoked the old one. */
  setToken: (token: string) => void;
}

export type Session = SessionState &
  SessionActions & {
    /**
     * False while the page hydrates the server's HTML, which knows no session: until then the state
     * reads as nobody signed in, whoever is. What acts for the shopper (a heart) waits for it.
     */
    known: boolean;
  };

export const SessionContext = createContext<Session | null>(null);

/** The current session; must be used below SessionProvider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
