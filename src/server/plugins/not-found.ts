import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@shared/schemas/common';

/** True for paths the single-page app must never answer (data and server-only routes), in any case. */
export function isServerPath(url: string): boolean {
  return /^\/(api|private|go|img)(\/|$|\?)/i.test(url);
}

/**
 * Unknown API paths get a JSON 404. Other paths belong to the web app, which shows its own
 * "404 Page Not Found" card; `webFallback` serves the app shell for them when a build is present.
 */
export function registerNotFound(
  app: FastifyInstance,
  webFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setNotFoundHandler((request, reply) => {
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    if (webFallback && request.method === 'GET' && !isServerPath(request.url) && acceptsHtml) {
      return webFallback(request, reply);
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` } satisfies ApiError);
  });
}
