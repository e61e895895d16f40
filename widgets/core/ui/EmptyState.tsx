import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import { t } from './tokens';

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 40px 16px;
  text-align: center;
  color: ${t.muted};
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${t.text};
`;

const Text = styled.p`
  margin: 0;
  max-width: 48ch;
`;

export interface EmptyStateProps {
  /** Spec 1 §8 wording by default. */
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title = 'No data found', description, action }: EmptyStateProps) {
  return (
    <Centered role="status">
      <svg width="32" height="32" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M3 7h18M3 7l2 12h14l2-12M3 7l3-4h12l3 4M9 11h6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Title>{title}</Title>
      {description && <Text>{description}</Text>}
      {action}
    </Centered>
  );
}

const Reserved = styled(Text)`
  visibility: hidden;
`;

export interface LoadingStateProps {
  /** Shown, and announced, while the part loads: "Loading webhook endpoints…". */
  label: string;
  /** The description of the empty state that may follow; unseen, it holds the lines it will take (no layout shift). */
  reserve?: ReactNode;
}

/** A part's loading state in the room of the empty state that may replace it: the same box, a spinner for its icon. */
export function LoadingState({ label, reserve }: LoadingStateProps) {
  return (
    <Centered role="status" aria-busy="true">
      <Spinner size={32} decorative />
      <Title>{label}</Title>
      {reserve && <Reserved aria-hidden="true">{reserve}</Reserved>}
    </Centered>
  );
}
