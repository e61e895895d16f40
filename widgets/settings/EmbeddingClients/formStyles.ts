import { styled } from 'styled-components';
import { formControl } from '../../core/ui/formControls';

/** The intranet client form's fields (the same look as the user form's). */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  /* Little below: each field keeps a line for its hint or message (core/ui FieldProblem). */
  margin-bottom: 6px;
  label {
    font-weight: 600;
  }
`;

export { FormInput as Input, FormSelect as Select } from '../../core/ui/formControls';

export const TextArea = styled.textarea`
  ${formControl}
  padding: 8px 10px;
  resize: vertical;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
`;

export { FieldError, Hint, Required } from '../../core/ui/formText';
