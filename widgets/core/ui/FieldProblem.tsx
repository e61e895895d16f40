import type { FieldError as RhfFieldError } from 'react-hook-form';
import { FieldError } from './formText';

/** aria wiring of one react-hook-form input: its invalid state and the id of its message (<FieldProblem>). */
export const invalidProps = (id: string, error?: RhfFieldError) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** The field's error message under its input, announced when it appears; nothing without one. */
export function FieldProblem({ id, error }: { id: string; error?: RhfFieldError }) {
  return error?.message ? (
    <FieldError id={`${id}-error`} role="alert">
      {error.message}
    </FieldError>
  ) : null;
}
