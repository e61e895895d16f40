import { styled } from 'styled-components';
import type { HTMLAttributes } from 'react';
import { t, tint } from './tokens';

export type BadgeVariant = 'info' | 'warning' | 'success' | 'danger' | 'neutral';

const colour: Record<BadgeVariant, string> = {
  info: t.info,
  warning: t.warning,
  success: t.success,
  danger: t.danger,
  neutral: t.muted,
};

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid ${(p) => tint(colour[p.$variant], 30)};
  background: ${(p) => tint(colour[p.$variant], 10)};
  /* Pulled towards the text colour (dark on a light theme, light on a dark one) so 12px text on the tint passes
     WCAG AA contrast for the default colours and for a dark theme's lighter ones. */
  color: ${(p) => `color-mix(in srgb, ${colour[p.$variant]} 60%, ${t.text})`};
  font-size: 12px;
  font-weight: 600;
  line-height: 18px;
  white-space: nowrap;
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $variant={variant} {...rest} />;
}
