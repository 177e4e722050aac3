import type { ApiError } from '@shared/schemas/common';

/**
 * Thrown by services for a known, client-caused condition (unknown id, bad combination...). Any
 * module may throw it; the API's error handler (plugins/errors.ts) answers it with its status,
 * message and field issues.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ApiError['issues'],
  ) {
    super(message);
  }
}
