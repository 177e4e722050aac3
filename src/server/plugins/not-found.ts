import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@shared/schemas/common';
import { isPagePath } from '@shared/page-routes';
import { prefersHtml } from '../http/content-negotiation';

/** True for paths the web app must never answer (data and server-only routes), in any case. */
export function isServerPath(url: string): boolean {
  return /^\/(api|private|go|img)(\/|$|\?)/i.test(url);
}

/** Whether an unrouted request is for a page: a GET or HEAD outside the server paths, by a client that takes HTML. */
export function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url) && prefersHtml(request);
}

/** A page asked for by a client that takes only JSON: the page has no JSON form. */
export function notAcceptable(reply: FastifyReply) {
  return reply.status(406).send({ error: 'Not acceptable: this address is a page; ask for text/html' } satisfies ApiError);
}

/**
 * Unknown API paths get a JSON 404, and so do clients asking for JSON alone (406 for a page that
 * exists). Other paths belong to the web app: `webFallback` answers them with the page (the
 * not-found card and status 404 for a path that is no page) when a build is present.
 */
export function registerNotFound(
  app: FastifyInstance,
  webFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (webFallback && wantsPage(request)) return webFallback(request, reply);
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    if (webFallback && isGet && !isServerPath(request.url) && isPagePath(new URL(request.url, 'http://x').pathname)) return notAcceptable(reply);
    return reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` } satisfies ApiError);
  });
}
