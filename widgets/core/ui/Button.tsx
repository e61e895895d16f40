import { styled, css } from 'styled-components';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { t } from './tokens';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

const variants = {
  primary: css`
    background: ${t.primary};
    border-color: ${t.primary};
    color: ${t.primaryContrast};
    &:hover:not(:disabled) {
      background: ${t.primaryHover};
      border-color: ${t.primaryHover};
    }
  `,
  secondary: css`
    background: ${t.surface};
    border-color: ${t.border};
    color: ${t.text};
    &:hover:not(:disabled) {
      background: ${t.surfaceMuted};
    }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${t.primary};
    padding-inline: 2px;
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: ${(p) => (p.$size === 'sm' ? '28px' : '36px')};
  padding: 0 ${(p) => (p.$size === 'sm' ? '10px' : '14px')};
  border: 1px solid transparent;
  border-radius: ${t.radius};
  font: inherit;
  font-weight: 500;
  font-size: ${(p) => (p.$size === 'sm' ? '13px' : 'inherit')};
  line-height: 1;
  cursor: pointer;
  white-space: nowrap;
  transition: background-color 120ms, border-color 120ms, color 120ms;
  ${(p) => variants[p.$variant]}

  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a spinner and blocks clicks while an action runs. */
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', busy = false, disabled, type = 'button', children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size={14} label="Working" />}
      {children}
    </StyledButton>
  );
});
