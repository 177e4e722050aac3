import type { LightMyRequestResponse } from 'fastify';
import type { RouteInputs } from './route-inputs';

/**
 * What every answer to hostile input must look like: never a 5xx; a refusal is a 4xx whose JSON body
 * names the problem (`error`, and for bad fields `issues` naming each field). Returns a description of
 * what is wrong, or null.
 */
export function unhandledProblem(response: LightMyRequestResponse, inputs: RouteInputs): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  if (status === 401 && !inputs.anonymous) return 'answered 401 although a session was sent';
  if (status < 400) return null;
  // A browser-facing page answers a client that takes HTML (no Accept, as here, included) with a
  // page that has a way back: a bad link 400, a gone offer 404. Asked for JSON, it answers JSON.
  if (inputs.page && (status === 404 || status === 400) && String(response.headers['content-type']).startsWith('text/html')) {
    return /href="\/"/.test(response.body) ? null : `answered ${status} with a page that has no way back`;
  }
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `answered ${status} with ${response.headers['content-type']}, not JSON`;
  }
  let body: { error?: unknown; issues?: { field?: unknown; message?: unknown }[] };
  try {
    body = response.json();
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  if (typeof body.error !== 'string' || body.error.trim() === '') return `answered ${status} without an error message`;
  // The API's one error shape, so clients parse every refusal alike (no framework-specific fields).
  const extra = Object.keys(body).filter((key) => key !== 'error' && key !== 'issues' && !(inputs.errorFields ?? []).includes(key));
  if (extra.length > 0) return `answered ${status} with fields outside the API error shape: ${extra.join(', ')}`;
  // A bare status phrase ("Bad Request") names nothing.
  if (/^(Bad Request|Unsupported Media Type|Not Found)$/.test(body.error)) return `answered ${status} with a bare "${body.error}"`;
  if (body.issues !== undefined) {
    const unnamed = body.issues.find((i) => typeof i.field !== 'string' || !i.field || typeof i.message !== 'string' || !i.message);
    if (unnamed) return `answered ${status} with an issue that names no field: ${JSON.stringify(unnamed)}`;
  }
  return null;
}
