import { styled } from 'styled-components';
import { t } from '../../core/ui/tokens';

export { FieldError, Hint, Required } from '../../core/ui/formText';

/** One field of the endpoint and key forms: label, control, hint or error (the users and embedding forms' look). */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  /* Little below: each field keeps a line for its hint or message (core/ui FieldProblem). */
  margin-bottom: 6px;
  fieldset& {
    margin: 0 0 6px;
    padding: 0;
    border: 0;
  }
  label.title,
  legend {
    padding: 0;
    margin-bottom: 2px;
    font-weight: 600;
  }
`;

export { FormInput as Input, FormSelect as Select } from '../../core/ui/formControls';

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 0 16px;
`;

export const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
`;

/** One group of event types (License events, Price events) under the Events legend. */
export const EventGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 8px;
  .group {
    font-size: 13px;
    color: ${t.muted};
  }
`;

export const StateGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: 4px 8px;
  max-height: 150px;
  overflow: auto;
  padding: 8px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  &[aria-invalid='true'] {
    border-color: ${t.danger};
  }
`;

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  cursor: pointer;
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${t.primary};
  }
`;

/** The server's refusal of the last save, above the dialog's buttons. */
export const ServerProblem = styled.p`
  margin: 0 0 8px;
  color: ${t.danger};
  font-size: 13px;
`;
