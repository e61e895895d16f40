import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../ui/primitives';
import { AccessDeniedPage, OopsPage } from '../pages/accessPages';
import { useAuth } from './AuthProvider';
import { mapIdentityError, type IdentityErrorView } from './identityError';

/** `/auth/callback`: redeems the code once (see signinCallback), then returns to the URL the user wanted. */
export function AuthCallbackPage() {
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<IdentityErrorView | null>(null);

  useEffect(() => {
    let active = true;
    completeSignIn(window.location.href).then(
      (returnTo) => active && navigate(returnTo, { replace: true }),
      (reason: unknown) => active && setError(mapIdentityError(reason)),
    );
    return () => {
      active = false;
    };
  }, [completeSignIn, navigate]);

  if (error?.kind === 'accessDenied') return <AccessDeniedPage bare />;
  if (error?.kind === 'oops') return <OopsPage message={error.message} />;
  return <FullPageSpinner />;
}
