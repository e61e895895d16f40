import { describe, expect, it, vi } from 'vitest';
import { ApiError, MESSAGE_FORBIDDEN } from '../../core/api/ApiError';
import { failureMessage, reportReply, SOMETHING_WENT_WRONG } from './feedback';

describe('failureMessage', () => {
  it("prefers the server's data, then its message", () => {
    expect(failureMessage(new ApiError('server', 'Bad Request', 400, { data: 'Nope.', message: 'other' }))).toBe('Nope.');
    expect(failureMessage(new ApiError('forbidden', MESSAGE_FORBIDDEN, 403, { message: 'You cannot delete yourself.' }))).toBe('You cannot delete yourself.');
  });
  it("falls back to 'something went wrong!' without a server text", () => {
    expect(SOMETHING_WENT_WRONG).toBe('something went wrong!');
    expect(failureMessage(new ApiError('server', 'Internal Server Error', 500, {}))).toBe('something went wrong!');
    expect(failureMessage(new ApiError('network', 'Could not reach', 0))).toBe('something went wrong!');
    expect(failureMessage(new Error('boom'))).toBe('something went wrong!');
    expect(failureMessage(new ApiError('server', 'x', 500, { message: '  ' }), 'Failed to save changes')).toBe('Failed to save changes');
  });
  it('reads a plain-text error body', () => {
    expect(failureMessage(new ApiError('server', 'x', 502, 'Upstream is down'))).toBe('Upstream is down');
  });
});

describe('reportReply', () => {
  it('shows the message as a success, or the fallback as an error when there is none', () => {
    const toast = { success: vi.fn(), error: vi.fn() };
    expect(reportReply(toast, 'User blocked successfully.')).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('User blocked successfully.');
    expect(reportReply(toast, '')).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('something went wrong!');
  });
});
