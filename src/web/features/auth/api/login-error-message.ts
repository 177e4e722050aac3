import { LOGIN_FAILED_MESSAGE } from '@shared/schemas/auth';
import { ApiRequestError } from '@web/lib/api';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** What the login form says for a failed attempt. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return error.apiMessage ?? LOGIN_FAILED_MESSAGE;
    if (error.status === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
    if (error.status === 400) return error.apiMessage ?? LOGIN_FAILED_MESSAGE;
    return error.message;
  }
  return 'Unable to reach the server. Please check your connection and try again.';
}
