import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@shared/schemas/common';
import { prefersHtml } from './content-negotiation';

/** True for paths the web app must never answer (data and server-only routes), in any case. */
export function isServerPath(url: string): boolean {
  return /^\/(api|private|go|img)(\/|$|\?)/i.test(url);
}

/** Whether an unrouted request is for a page: a GET or HEAD outside the server paths, by a client that takes HTML. */
export function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url) && prefersHtml(request);
}

/**
 * Unknown API paths, and clients asking for JSON, get a JSON 404. Other paths belong to the web app:
 * `webFallback` answers them with the page (the not-found card and status 404 for a path that is no
 * page) when a build is present.
 */
export function registerNotFound(
  app: FastifyInstance,
  webFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (webFallback && wantsPage(request)) return webFallback(request, reply);
    return reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` } satisfies ApiError);
  });
}
