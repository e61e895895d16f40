import { styled } from 'styled-components';
import { t } from '../../core/ui/tokens';

/** The intranet client form's fields (the same look as the user form's). */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  margin-bottom: 14px;
  label {
    font-weight: 600;
  }
`;

const control = `
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

export const Input = styled.input`
  ${control}
  height: 36px;
  padding: 0 10px;
`;

export const Select = styled.select`
  ${control}
  height: 36px;
  padding: 0 10px;
`;

export const TextArea = styled.textarea`
  ${control}
  padding: 8px 10px;
  resize: vertical;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
`;

export { FieldError, Hint, Required } from '../../core/ui/formText';
