import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { Alert } from '../../core/ui/Alert';
import { t } from '../../core/ui/tokens';
import { DASHBOARD_TEXT } from './wording';
import { useReportReady } from '../../core/events/useReportReady';
import { useRevealed } from './revealInOrder';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  &[hidden] {
    display: none;
  }
`;

const Heading = styled.h2`
  margin: 0;
  padding: 12px 16px;
  border-bottom: 1px solid ${t.border};
  font-size: 16px;
  font-weight: 600;
`;

const Description = styled.p`
  margin: 0;
  padding: 10px 16px 0;
  color: ${t.muted};
  font-size: 13px;
  line-height: 1.45;
`;

const Body = styled.div<{ $reserve?: number }>`
  min-width: 0;
  min-height: ${(p) => (p.$reserve ? `${p.$reserve}px` : 'auto')};
  padding: 12px 16px 16px;
`;

const Muted = styled.p`
  margin: 0;
  padding: 8px 0;
  color: ${t.muted};
`;

/** My Licenses and Followed Events side by side (one above the other on a phone): a few rows' height each. */
export const TOP_PANEL_HEIGHT = 320;

export interface PanelProps {
  title: string;
  /** One line under the title saying how to read the panel (as First to Worst's introduction does). */
  description?: ReactNode;
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  children?: ReactNode;
  /**
   * Height kept free while loading (px), about what the loaded panel takes: a panel near the top that grows from its
   * one loading line pushes every panel below it down, the layout shift Lighthouse counts against the page.
   */
  loadingHeight?: number;
}

const messageOf = (error: unknown) =>
  (error instanceof Error && error.message) || (typeof error === 'string' && error) || DASHBOARD_TEXT.unknownError;

/** A dashboard panel: its title, then 'Loading Market Data...', a red alert, the empty text or the content (spec 2 §2). */
export function Panel({ title, description, loading, error, empty, emptyText, children, loadingHeight }: PanelProps) {
  useReportReady(!loading && !error);
  const revealed = useRevealed(!loading || Boolean(error));
  return (
    <Box part="panel" aria-label={title} hidden={!revealed}>
      <Heading>{title}</Heading>
      {description && <Description>{description}</Description>}
      <Body $reserve={loading && !error ? loadingHeight : undefined}>
        {error ? (
          <Alert variant="danger">{messageOf(error)}</Alert>
        ) : loading ? (
          <Muted role="status">{DASHBOARD_TEXT.loading}</Muted>
        ) : empty ? (
          <Muted>{emptyText}</Muted>
        ) : (
          children
        )}
      </Body>
    </Box>
  );
}
