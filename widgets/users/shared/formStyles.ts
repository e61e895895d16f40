import { styled, css } from 'styled-components';
import { t } from '../../core/ui/tokens';

/** Text inputs and selects of the user form and the users filter panel. */
export const controlCss = css`
  width: 100%;
  height: 36px;
  padding: 0 10px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  color: ${t.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${t.surfaceMuted};
    color: ${t.muted};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${t.danger};
  }
`;

export const Input = styled.input`
  ${controlCss}
`;

export const Select = styled.select`
  ${controlCss}
`;

export const FieldBox = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  grid-column: ${(p) => (p.$wide ? '1 / -1' : 'auto')};
  label {
    font-weight: 600;
  }
`;

export { Hint, Required } from '../../core/ui/formText';

/** Rows sit close: each field already keeps a line for its message under the control (core/ui FieldProblem). */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 2px 16px;
`;
