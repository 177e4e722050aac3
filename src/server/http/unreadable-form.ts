import type { FastifyError } from 'fastify';

/**
 * A sign-in form whose body was refused before the route could read it (larger than the body limit,
 * or not readable as a form) is answered as the form again, with the refusal's status and this
 * message, like every other answer to a form, rather than with the API's JSON error. Null: the error
 * is no such refusal (a server error), and the app's error handler answers it.
 */
export function formRefusal(error: FastifyError): { status: 400 | 413; message: string } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  return status === 413
    ? { status: 413, message: 'The form sent was too large to read. Please try again.' }
    : { status: 400, message: 'The form sent could not be read. Please try again.' };
}
