import { SOMETHING_WENT_WRONG } from '../../core/api/replyMessage';

export { failureMessage, SOMETHING_WENT_WRONG } from '../../core/api/replyMessage';

export interface Feedback {
  success: (message: string) => void;
  error: (message: string) => void;
}

/** Status 200 with a message is a success; 200 without one is not (spec 2 §8 "success only if data present"). */
export function reportReply(toast: Feedback, message: string, fallback: string = SOMETHING_WENT_WRONG): boolean {
  if (message) {
    toast.success(message);
    return true;
  }
  toast.error(fallback);
  return false;
}
