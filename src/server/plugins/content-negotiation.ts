import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';

const OFFERED = ['text/html', 'application/json'];

/**
 * Whether a request for a page should get the page (HTML) rather than JSON. Browsers, curl (`*\/*`),
 * uptime monitors, link previewers and crawlers all get HTML; only a client that prefers JSON over
 * HTML gets JSON. A client that accepts neither still gets HTML: a page is what the address names.
 */
export function prefersHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (accept === undefined || accept.trim() === '') return true;
  return new Negotiator({ headers: { accept } }).mediaType(OFFERED) !== 'application/json';
}
