import { isApiError } from './ApiError';

/** Spec 2 §8: a user action's toast when the server gives no message. */
export const SOMETHING_WENT_WRONG = 'something went wrong!';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The error toast of a failed action (spec 2 §8): the server's response data, else its message, else the fallback.
 * The API client's own wording (e.g. 'Access Forbidden' for every 403) is not the server's answer, so the body
 * is read first: a refusal such as 'You cannot delete yourself.' reaches the user as written.
 */
export function failureMessage(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  if (!isApiError(error)) return fallback;
  if (error.body && typeof error.body === 'object') {
    const body = error.body as { data?: unknown; message?: unknown };
    return text(body.data) ?? text(body.message) ?? fallback;
  }
  return text(error.body) ?? fallback;
}
