import { styled } from 'styled-components';
import { t } from './tokens';

/**
 * The settings forms' boxed controls (intranet clients, webhook endpoints, API keys): full width, themed border,
 * focus ring, red border when aria-invalid.
 */
export const formControl = `
  width: 100%;
  box-sizing: border-box;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  color: ${t.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${t.danger};
  }
`;

export const FormInput = styled.input`
  ${formControl}
  height: 36px;
  padding: 0 10px;
`;

export const FormSelect = styled.select`
  ${formControl}
  height: 36px;
  padding: 0 10px;
`;
