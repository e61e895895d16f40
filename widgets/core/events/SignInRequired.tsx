import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { WidgetFrame } from '../ui/WidgetFrame';

export const SIGN_IN_REQUIRED = 'Sign in required';
export const SIGN_IN_REQUIRED_TEXT = 'Sign in to see this.';

/** A widget without a token: neutral, not an error (nothing was called); the host's sign-in or a retry brings the data. */
export function SignInRequired({ onRetry }: { onRetry: () => void }) {
  return (
    <WidgetFrame label={SIGN_IN_REQUIRED}>
      <EmptyState
        title={SIGN_IN_REQUIRED}
        description={SIGN_IN_REQUIRED_TEXT}
        action={<Button variant="secondary" size="sm" onClick={onRetry}>Try again</Button>}
      />
    </WidgetFrame>
  );
}
