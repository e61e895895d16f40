/** Spec 1 §8 outcomes, decided once in the API client so no widget re-implements them. */
export type ApiErrorKind = 'unauthorized' | 'forbidden' | 'not-found' | 'server' | 'network' | 'auth-required';

export const MESSAGE_UNAUTHORIZED = 'Invalid credentials';
export const MESSAGE_FORBIDDEN = 'Access Forbidden';
export const MESSAGE_NOT_FOUND = 'Sorry! the data you are looking for could not be found';
export const MESSAGE_NETWORK = 'Could not reach the Insights server. Check your connection and try again.';
/** No token from the host: not an error of the call (none was made); the widget shows a neutral state. */
export const MESSAGE_SIGN_IN_REQUIRED = 'Sign in required';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}
