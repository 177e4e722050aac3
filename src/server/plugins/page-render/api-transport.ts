/**
 * How the web app's queries reach the API while the server renders a page: through this server's
 * own router (`app.inject`, no socket), carrying the visitor's cookie, so every answer is exactly
 * what the browser would have been given — the same routes, services, schemas and gate.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

interface RenderContext {
  app: FastifyInstance;
  cookie: string | undefined;
}

// The web app's transport is one function for the process; the page being rendered (and so whose
// session to use) travels with the async context of its render.
const context = new AsyncLocalStorage<RenderContext>();

export async function apiTransport(url: string, init: RequestInit): Promise<Response> {
  const current = context.getStore();
  if (!current) throw new Error(`API call to ${url} outside a server page render`);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (current.cookie) headers.cookie = current.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await current.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers,
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  return new Response(response.body, { status: response.statusCode, statusText: response.statusMessage });
}

/** Runs `render` with API calls answered by `app` for the visitor whose cookie is given. */
export function withApiContext<T>(app: FastifyInstance, cookie: string | undefined, render: () => Promise<T>): Promise<T> {
  return context.run({ app, cookie }, render);
}
