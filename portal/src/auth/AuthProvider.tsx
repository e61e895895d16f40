import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createSession, type Session } from '@insights/widgets';
import { completeSignin } from './signinCallback';
import { currentUrl } from './returnUrl';
import { SIGNED_OUT_PATH } from './paths';
import { redirectToSignIn } from './signInRedirect';
import { createTokenRenewal } from './tokenRenewal';
import type { PortalUser, PortalUserManager } from './portalUserManager';

export interface AuthContextValue {
  /** 'loading' until the stored user (if any) has been read. */
  status: 'loading' | 'ready';
  user: PortalUser | null;
  session: Session | null;
  /**
   * A current access token, renewed with the refresh token when it is (nearly) expired; null when signed out. Stable
   * identity so configuration objects built on it do not change.
   */
  getAccessToken: () => string | null | Promise<string | null>;
  /** Redirects to the identity provider; `returnTo` (default: the current URL) is restored after the callback. */
  signIn: (returnTo?: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Completes the callback at `url`; answers the URL to continue to. */
  completeSignIn: (url: string) => Promise<string>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function usable(user: PortalUser | null): PortalUser | null {
  return user && !user.expired ? user : null;
}

export function AuthProvider({ userManager, children }: { userManager: PortalUserManager; children: ReactNode }) {
  const [status, setStatus] = useState<'loading' | 'ready'>('loading');
  const [user, setUser] = useState<PortalUser | null>(null);
  // Set while leaving for the provider: signing out unloads the user before the page is gone, and the guard
  // must not answer that with a new sign-in.
  const redirecting = useRef(false);
  const renewal = useMemo(() => createTokenRenewal(userManager), [userManager]);

  useEffect(() => {
    let active = true;
    userManager
      .getUser()
      // Back after the access token expired (a reload, a sleeping laptop): renew before deciding to sign in again.
      .then(async (stored) => (stored?.expired && stored.refresh_token ? renewal.renew() : stored))
      .then(usable, () => null)
      .then((known) => {
        if (!active) return;
        // 'ready' draws the whole app (shell and screen) where the spinner was. An update from a promise is a
        // blocking render React does in one task (one long task on a phone); as a transition React spreads it over
        // short tasks, with the spinner on screen until it is done.
        startTransition(() => {
          setUser(known);
          setStatus('ready');
        });
      });

    const onLoaded = (loaded: PortalUser) => setUser(usable(loaded));
    const onUnloaded = () => setUser(null);
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onUnloaded);
    // Back from the provider's page restores this page from the back/forward cache: allow a new redirect.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) redirecting.current = false;
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      active = false;
      window.removeEventListener('pageshow', onPageShow);
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onUnloaded);
    };
  }, [userManager, renewal]);

  const getAccessToken = renewal.getAccessToken;

  const signIn = useCallback(
    async (returnTo?: string) => {
      // Guards and StrictMode may ask twice; one redirect is enough.
      if (redirecting.current) return;
      redirecting.current = true;
      try {
        await redirectToSignIn(userManager, returnTo ?? currentUrl());
      } catch (error) {
        redirecting.current = false;
        throw error;
      }
    },
    [userManager],
  );
  // Renews before the access token expires (and, should the timer have been asleep, when it has). When the provider
  // refuses (refresh token revoked, signed out elsewhere), the browser goes to the sign-in page and comes back here,
  // instead of an error screen.
  useEffect(() => renewal.start(() => void signIn().catch(() => undefined)), [renewal, signIn]);

  const signOut = useCallback(async () => {
    if (redirecting.current) return;
    redirecting.current = true;
    const current = await userManager.getUser();
    if (current) {
      try {
        await userManager.signoutRedirect({ id_token_hint: current.id_token });
        return;
      } catch {
        // A provider without an end-session endpoint: forget the user locally.
      }
    }
    await userManager.removeUser();
    window.location.assign(SIGNED_OUT_PATH);
  }, [userManager]);

  const completeSignIn = useCallback(
    async (url: string) => {
      const returnTo = await completeSignin(userManager, url);
      setUser(usable(await userManager.getUser()));
      return returnTo;
    },
    [userManager],
  );

  const session = useMemo(() => (user ? createSession(user.profile as Record<string, unknown>) : null), [user]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, session, getAccessToken, signIn, signOut, completeSignIn }),
    [status, user, session, getAccessToken, signIn, signOut, completeSignIn],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

/** For tests and stories: a fixed auth state without an identity provider. */
export const StaticAuthProvider = AuthContext.Provider;
