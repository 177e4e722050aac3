import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';

/**
 * Whether a request for a page should get the page (HTML) rather than JSON. Browsers, curl (`*\/*`),
 * uptime monitors, link previewers and crawlers all get HTML, and so does a client that lists JSON
 * first but takes anything else too (`application/json, text/plain, *\/*` is many HTTP libraries'
 * default): only a client that takes JSON and not HTML is answered as an API client. A client that
 * accepts neither still gets HTML: a page is what the address names.
 */
export function prefersHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (accept === undefined || accept.trim() === '') return true;
  const negotiator = new Negotiator({ headers: { accept } });
  return negotiator.mediaTypes(['text/html']).length > 0 || negotiator.mediaTypes(['application/json']).length === 0;
}
