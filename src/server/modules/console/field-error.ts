import type { ApiError } from '@shared/schemas/common';
import { HttpError } from '../../http/http-error';

export type FieldIssue = NonNullable<ApiError['issues']>[number];

/**
 * A 400 naming one body field, for the rules a schema cannot check alone (a slug another vendor has,
 * a part that does not exist): the same shape as a schema's error, so forms show it beside the field.
 */
export function fieldError(field: string, message: string): HttpError {
  return fieldErrors([{ field, message }]);
}

/** A 400 naming every field a form got wrong at once, so the operator fixes them in one pass. */
export function fieldErrors(issues: FieldIssue[]): HttpError {
  return new HttpError(400, `Invalid body: ${[...new Set(issues.map((issue) => issue.field))].join(', ')}`, issues);
}
