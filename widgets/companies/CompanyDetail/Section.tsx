import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { t } from '../../core/ui/tokens';
import { ErrorState } from '../../core/ui/ErrorState';

const Box = styled.section`
  margin-top: 24px;
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 10px;
  font-size: 16px;
  font-weight: 600;
`;

const Count = styled.span`
  color: ${t.muted};
  font-weight: 500;
  font-size: 13px;
`;

const Card = styled.div`
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

export function Section({ title, count, error, onRetry, children }: {
  title: string;
  count?: number;
  error?: Error | null;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <Box aria-label={title}>
      <Title>
        {title}
        {count !== undefined && <Count>({count})</Count>}
      </Title>
      {error ? (
        <Card>
          <ErrorState message={error.message} onRetry={onRetry} />
        </Card>
      ) : (
        children
      )}
    </Box>
  );
}
