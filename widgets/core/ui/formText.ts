import { styled } from 'styled-components';
import { t } from './tokens';

/** The small texts of a form field, one look for every form: the required mark, a hint, and the field's error. */
export const Required = styled.span`
  color: ${t.danger};
  margin-left: 2px;
`;

export const Hint = styled.small`
  color: ${t.muted};
  font-size: 12px;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${t.danger};
  font-size: 13px;
`;
