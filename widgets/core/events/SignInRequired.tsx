import { styled } from 'styled-components';
import { Button } from '../ui/Button';
import { Centered } from '../ui/EmptyState';
import { t } from '../ui/tokens';
import { WidgetFrame } from '../ui/WidgetFrame';

export const SIGN_IN_REQUIRED = 'Sign in required';
export const SIGN_IN_REQUIRED_TEXT = 'Sign in to see this.';

const Title = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${t.text};
`;

const Text = styled.p`
  margin: 0;
`;

/** A widget without a token: neutral, not an error (nothing was called); the host's sign-in or a retry brings the data. */
export function SignInRequired({ onRetry }: { onRetry: () => void }) {
  return (
    <WidgetFrame label={SIGN_IN_REQUIRED}>
      <Centered role="status">
        <svg width="32" height="32" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <rect x="5" y="10.5" width="14" height="9.5" rx="2" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <Title>{SIGN_IN_REQUIRED}</Title>
        <Text>{SIGN_IN_REQUIRED_TEXT}</Text>
        <Button variant="secondary" size="sm" onClick={onRetry}>Try again</Button>
      </Centered>
    </WidgetFrame>
  );
}
