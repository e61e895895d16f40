import { styled } from 'styled-components';
import { Centered } from './EmptyState';
import { Button } from './Button';
import { t } from './tokens';

const Title = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${t.danger};
`;

const Text = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${t.text};
`;

export interface ErrorStateProps {
  title?: string;
  /** Usually the ApiError message (already in spec 1 §8 wording). */
  message?: string;
  onRetry?: () => void;
}

export function ErrorState({ title = 'Something went wrong', message, onRetry }: ErrorStateProps) {
  return (
    <Centered role="alert">
      <svg width="32" height="32" viewBox="0 0 24 24" fill="none" aria-hidden="true" style={{ color: 'currentColor' }}>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.5" />
        <path d="M12 7.5v5.5M12 16.2v.3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <Title>{title}</Title>
      {message && <Text>{message}</Text>}
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Centered>
  );
}
