import { styled, css, keyframes } from 'styled-components';
import { Link } from 'react-router';
import { theme } from './theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** Used before the widget provider exists (configuration and identity loading). Turns after 1 s, as core's Spinner (ADR 0043). */
const PortalSpinner = styled.span.attrs({ role: 'status', 'aria-label': 'Loading' })`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 3px solid ${theme.border};
  border-top-color: ${theme.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear 1s infinite;
`;

const FullPage = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px;
`;

export function FullPageSpinner() {
  return (
    <FullPage>
      <PortalSpinner />
    </FullPage>
  );
}

export const actionStyle = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 36px;
  padding: 0 16px;
  border-radius: 8px;
  font: inherit;
  font-weight: 500;
  text-decoration: none;
  cursor: pointer;
  transition: background 120ms ease, border-color 120ms ease;
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          color: #fff;
          background: ${theme.accent};
          border: 1px solid ${theme.accent};
          &:hover { background: ${theme.accentHover}; border-color: ${theme.accentHover}; }
        `
      : css`
          color: ${theme.text};
          background: ${theme.surface};
          border: 1px solid ${theme.border};
          &:hover { background: ${theme.page}; }
        `}
`;

export const ActionLink = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${actionStyle}
`;

export const ActionRouterLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${actionStyle}
`;
