import type { ReactNode } from 'react';
import type { FieldError as RhfFieldError } from 'react-hook-form';
import { styled } from 'styled-components';
import { FieldError, Hint } from './formText';

type Problem = RhfFieldError | string | undefined;
const messageOf = (error: Problem) => (typeof error === 'string' ? error : error?.message) || undefined;

/**
 * aria wiring of one input: its invalid state and the id of its message (<FieldProblem>), or of its hint when the
 * field has one and no message.
 */
export const invalidProps = (id: string, error?: Problem, hint = false) =>
  messageOf(error)
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : hint
      ? { 'aria-describedby': `${id}-hint` }
      : {};

/**
 * Holds a line for the message before there is one (issue 62 §2, ADR 0046): a message appearing when the focus leaves
 * a field, which it does on the mouse down of a click on the form's button, must not push that button from under the
 * pointer before the mouse up. The hint and the message share one cell, so the slot is as tall as the taller of them
 * and swapping one for the other moves nothing either.
 */
const Slot = styled.div`
  display: grid;
  font-size: 13px;
  line-height: 1.5;
  min-height: 1.5em;
  > * {
    grid-area: 1 / 1;
  }
  > [data-covered] {
    visibility: hidden;
  }
`;

/** The field's message under its input, announced when it appears, in room kept for it; else the field's hint. */
export function FieldProblem({ id, error, hint }: { id: string; error?: Problem; hint?: ReactNode }) {
  const message = messageOf(error);
  return (
    <Slot>
      {hint && (
        <Hint id={`${id}-hint`} data-covered={message ? '' : undefined}>
          {hint}
        </Hint>
      )}
      {message && (
        <FieldError id={`${id}-error`} role="alert">
          {message}
        </FieldError>
      )}
    </Slot>
  );
}
