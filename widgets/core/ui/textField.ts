import { css } from 'styled-components';
import { t } from './tokens';

/** The kit's one-line text box (36 px, themed border, placeholder and focus ring); callers add padding for icons. */
export const textFieldCss = css`
  width: 100%;
  min-width: 0;
  height: 36px;
  box-sizing: border-box;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  color: ${t.text};
  font: inherit;
  &::placeholder {
    color: ${t.muted};
  }
  &:focus {
    outline: 2px solid ${t.primary};
    outline-offset: -1px;
  }
`;

/** The kit's compact field (32 px): the pager's and the cards' sort selects, small number boxes; callers set width. */
export const compactFieldCss = css`
  height: 32px;
  padding: 0 8px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  color: ${t.text};
  font: inherit;
`;
