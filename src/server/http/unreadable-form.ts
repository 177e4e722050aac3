/**
 * What a sign-in form says when its body was refused before the route could read it (larger than
 * the body limit, or not readable as a form): the form is answered again with the refusal's status,
 * like every other answer to a form, rather than with the API's JSON error.
 */
export function unreadableFormMessage(status: number): string {
  return status === 413 ? 'The form sent was too large to read. Please try again.' : 'The form sent could not be read. Please try again.';
}
