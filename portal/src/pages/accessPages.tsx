import { useEffect, useRef, type MouseEvent } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { oopsText } from '../auth/identityError';
import { LOGOUT_PATH } from '../auth/paths';
import { ActionLink, ActionRouterLink, FullPageSpinner } from '../ui/primitives';
import { StatusPage } from './StatusPage';

/** Verbatim texts of spec 1 §2 and §8. */
const TEXT = {
  notAuthorizedTitle: 'Not Authorized!',
  notAuthorized:
    'It seems you are not authorized to access Insights. Contact your administrator if you think you need access to insights.',
  notEnoughAccessTitle: 'Not enough Access!',
  notEnoughAccess:
    'It seems you are not authorized to access this functionality. Contact your administrator if you think you need elevated access.',
  returnHome: 'Return Home',
  accessForbidden: 'Access Forbidden',
  notFound: 'Sorry! the data you are looking for could not be found',
  signedOutTitle: 'See You Again !',
  signedOut: 'You are now successfully sign out.',
  backToLogIn: 'Back to Log In',
} as const;

function BackToLogIn() {
  const { signIn } = useAuth();
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    void signIn('/');
  };
  return (
    <ActionLink href="/" onClick={onClick}>
      {TEXT.backToLogIn}
    </ActionLink>
  );
}

export const FIRST_TO_WORST_PATH = '/public/first-to-worst';

/** What a signed-in user without Insights access can still do: sign out, or open the public First to Worst page. */
function OutsiderActions() {
  return (
    <>
      <ActionRouterLink to={LOGOUT_PATH}>Sign out</ActionRouterLink>
      <ActionRouterLink to={FIRST_TO_WORST_PATH} $variant="secondary">
        First to Worst
      </ActionRouterLink>
    </>
  );
}

export function NotAuthorizedPage() {
  return (
    <StatusPage bare tone="warn" icon="lock" title={TEXT.notAuthorizedTitle} text={TEXT.notAuthorized} actions={<OutsiderActions />} />
  );
}

export function NotEnoughAccessPage() {
  return (
    <StatusPage
      tone="warn"
      icon="lock"
      title={TEXT.notEnoughAccessTitle}
      text={TEXT.notEnoughAccess}
      actions={<ActionRouterLink to="/">{TEXT.returnHome}</ActionRouterLink>}
    />
  );
}

/**
 * Target of a 403 from the API, and of an identity provider's access_denied (then nobody is signed in).
 * 'Return Home' only for a user home lets in: without Insights access it would lead to Not Authorized and back,
 * so such a user gets the branded full page with sign-out and the public page instead.
 */
export function AccessDeniedPage({ bare }: { bare?: boolean }) {
  const { user, session } = useAuth();
  const insights = Boolean(session?.hasInsights);
  return (
    <StatusPage
      bare={bare ?? !insights}
      tone="warn"
      icon="lock"
      title={TEXT.accessForbidden}
      text="You do not have access to this resource. Contact your administrator if you think you need access."
      actions={
        !user ? <BackToLogIn /> : insights ? <ActionRouterLink to="/">{TEXT.returnHome}</ActionRouterLink> : <OutsiderActions />
      }
    />
  );
}

export function NotFoundPage() {
  return (
    <StatusPage
      icon="search"
      title={TEXT.notFound}
      actions={<ActionRouterLink to="/">Home</ActionRouterLink>}
    />
  );
}

export function SignedOutPage() {
  return (
    <StatusPage bare icon="wave" title={TEXT.signedOutTitle} text={TEXT.signedOut} actions={<BackToLogIn />} />
  );
}

export function OopsPage({ message }: { message: string }) {
  return <StatusPage bare tone="warn" icon="alert" title={oopsText(message)} actions={<BackToLogIn />} />;
}

/** `/account/logout`: ends the session at the identity provider, which returns to /signed-out. */
export function SignOutPage() {
  const { signOut } = useAuth();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);
  return <FullPageSpinner />;
}

/** Rendered by the guard for a signed-out visitor of a protected URL. */
export function SignInRedirect() {
  const { signIn } = useAuth();
  useEffect(() => {
    void signIn();
  }, [signIn]);
  return <FullPageSpinner />;
}
