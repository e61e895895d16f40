import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { t, tint } from './tokens';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

const colour: Record<AlertVariant, string> = { info: t.info, success: t.success, warning: t.warning, danger: t.danger };

const Box = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 14px;
  border: 1px solid ${(p) => tint(colour[p.$variant], 35)};
  border-left: 4px solid ${(p) => colour[p.$variant]};
  border-radius: ${t.radius};
  background: ${(p) => tint(colour[p.$variant], 8)};
  color: ${t.text};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.div`
  font-weight: 600;
  margin-bottom: 2px;
`;

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Extra content on the right, e.g. a close or retry button. */
  action?: ReactNode;
  className?: string;
}

/** Danger and warning alerts interrupt screen readers (role=alert); the others are polite (role=status). */
export function Alert({ variant = 'info', title, children, action, className }: AlertProps) {
  const urgent = variant === 'danger' || variant === 'warning';
  return (
    <Box $variant={variant} role={urgent ? 'alert' : 'status'} className={className}>
      <Body>
        {title && <Title>{title}</Title>}
        {children}
      </Body>
      {action}
    </Box>
  );
}
