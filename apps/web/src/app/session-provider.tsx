import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@store/shared/constants';
import type { AuthResponse, LoginBody, RegisterBody, User } from '@store/shared/schemas/auth';
import { getProfile } from '../features/account/api/get-profile.ts';
import { signIn } from '../features/account/api/sign-in.ts';
import { signOut } from '../features/account/api/sign-out.ts';
import { signOutEverywhere } from '../features/account/api/sign-out-everywhere.ts';
import { signUp } from '../features/account/api/sign-up.ts';
import { useHydratedTransition } from '../hooks/use-hydrated.ts';
import { activeLanguage, applyPreferredLanguage } from '../i18n/i18n.ts';
import { isStaleTokenError } from '../lib/session-errors.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';
import { SessionContext, type Session, type SessionState } from '../lib/session-context.ts';

/** The session as the server renders it, and as hydration starts: not known yet. */
const UNKNOWN: SessionState = { status: 'initialising', token: null, user: null };

function initialState(): SessionState {
  const token = readStorage(STORAGE_KEYS.token);
  // Without a token there is nothing to load: the shop renders at once, no loading screen.
  return { status: token ? 'initialising' : 'ready', token, user: null };
}

/**
 * Queries whose answer depends on who asks carry the token in their key (null for a guest). When the
 * identity changes, the previous account's answers are dropped from memory, and the guest's are marked
 * stale: signing in moved the guest's cart into the account, so they no longer hold.
 */
function onIdentityChange(queryClient: QueryClient, previous: string | null, next: string | null): void {
  if (previous === next) return;
  if (previous !== null) {
    queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(previous) });
  }
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.includes(null) || (next !== null && query.queryKey.includes(next)),
  });
}

/** Applies the user's saved language unless this browser chose one (storefront §4); failures keep it. */
async function applyUserLanguage(user: User): Promise<void> {
  try {
    await applyPreferredLanguage(user.preferences.language);
  } catch (error) {
    console.error('Could not switch to the preferred language:', error);
  }
}

/**
 * Holds the session. While it initialises, pages about the shopper show the loading screen (storefront
 * §2, §4: SessionReady) and the header keeps the account's place empty.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState(initialState);

  // On start a stored token is trusted only once the API accepts it. Only the API's 401 forgets it:
  // a call that never got an answer (the page navigating away mid-call, the network down) leaves the
  // stored token for the next page, which asks again; this page goes on as a guest.
  useEffect(() => {
    if (state.status !== 'initialising' || !state.token) return;
    const token = state.token;
    const controller = new AbortController();
    void getProfile(token, controller.signal)
      .then(async (user) => {
        await applyUserLanguage(user);
        return user;
      })
      .then(
        (user) => setState({ status: 'ready', token, user }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (isStaleTokenError(error)) writeStorage(STORAGE_KEYS.token, null);
          setState({ status: 'ready', token: null, user: null });
        },
      );
    return () => controller.abort();
  }, [state.status, state.token]);

  // Another tab signed out, or in as someone else: follow it, so one browser shows one identity.
  const currentToken = useRef(state.token);
  useEffect(() => {
    currentToken.current = state.token;
  }, [state.token]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
      const token = readStorage(STORAGE_KEYS.token);
      if (token === currentToken.current) return;
      onIdentityChange(queryClient, currentToken.current, token);
      currentToken.current = token;
      setState({ status: token ? 'initialising' : 'ready', token, user: null });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const signedIn = useCallback(
    async ({ token, user }: AuthResponse): Promise<User> => {
      const previous = readStorage(STORAGE_KEYS.token);
      writeStorage(STORAGE_KEYS.token, token);
      setState({ status: 'ready', token, user });
      onIdentityChange(queryClient, previous, token);
      await applyUserLanguage(user);
      return user;
    },
    [queryClient],
  );

  const login = useCallback(async (body: LoginBody) => signedIn(await signIn(body)), [signedIn]);
  // The new account keeps the language the shopper is using, not the English default.
  const register = useCallback(
    async (body: RegisterBody) => signedIn(await signUp(body, activeLanguage())),
    [signedIn],
  );

  /** Forgets the token and user here; answers the token that was stored. */
  const forget = useCallback((): string | null => {
    const token = readStorage(STORAGE_KEYS.token);
    writeStorage(STORAGE_KEYS.token, null);
    setState({ status: 'ready', token: null, user: null });
    onIdentityChange(queryClient, token, null);
    return token;
  }, [queryClient]);

  const logout = useCallback(async () => {
    // Signed out here at once; telling the API is best effort (an offline shopper is still signed out).
    const token = forget();
    if (token) await signOut(token).catch(() => undefined);
  }, [forget]);

  const expire = useCallback(() => void forget(), [forget]);

  // Forgotten here only once the API ended every session: else the other devices stay signed in.
  const logoutEverywhere = useCallback(async () => {
    const token = readStorage(STORAGE_KEYS.token);
    if (token) await signOutEverywhere(token);
    forget();
  }, [forget]);

  const setUser = useCallback((user: User) => setState((current) => ({ ...current, user })), []);

  const refreshUser = useCallback(async () => {
    const token = readStorage(STORAGE_KEYS.token);
    if (!token) return;
    const user = await getProfile(token);
    // Only if nobody signed out or in meanwhile: the answer belongs to the token it was asked with.
    setState((current) => (current.token === token ? { ...current, user } : current));
  }, []);

  const setToken = useCallback(
    (token: string) => {
      const previous = readStorage(STORAGE_KEYS.token);
      writeStorage(STORAGE_KEYS.token, token);
      setState((current) => ({ ...current, token }));
      onIdentityChange(queryClient, previous, token);
    },
    [queryClient],
  );

  // Storage is read only once the server's HTML is hydrated: the first render must match it.
  const hydrated = useHydratedTransition();
  const shown = hydrated ? state : UNKNOWN;
  const session = useMemo<Session>(
    () => ({
      ...shown,
      known: hydrated,
      login,
      register,
      logout,
      logoutEverywhere,
      expire,
      setUser,
      refreshUser,
      setToken,
    }),
    [shown, hydrated, login, register, logout, logoutEverywhere, expire, setUser, refreshUser, setToken],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
