import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { t } from './tokens';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

/** Base typography for one widget; box-sizing here because a host page's CSS does not reach into shadow roots. */
const Frame = styled.section`
  font-family: ${t.font};
  font-size: ${t.fontSize};
  line-height: 1.5;
  color: ${t.text};
  -webkit-font-smoothing: antialiased;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

export interface WidgetFrameProps {
  /** Accessible name of the region (usually the widget's title). */
  label?: string;
  className?: string;
  children?: ReactNode;
}

/** Every widget's root: themed typography plus its own error boundary, so a React host keeps working when one widget fails. */
export function WidgetFrame({ label, className, children }: WidgetFrameProps) {
  return (
    <Frame part="frame" aria-label={label} className={className}>
      <WidgetErrorBoundary>{children}</WidgetErrorBoundary>
    </Frame>
  );
}
