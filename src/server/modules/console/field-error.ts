import { HttpError } from '../../http/http-error';

/**
 * A 400 naming one body field, for the rules a schema cannot check alone (a slug another vendor has,
 * a part that does not exist): the same shape as a schema's error, so forms show it beside the field.
 */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, `Invalid body: ${field}`, [{ field, message }]);
}
