import { styled } from 'styled-components';
import { t } from './tokens';

/** A link that looks like a small secondary button (external pages: source site, official website). */
export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  padding: 0 10px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  color: ${t.text};
  font-size: 13px;
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${t.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.55;
    pointer-events: none;
  }
`;
