import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, in registration order (HEAD twins of GET routes left out). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Records routes as they are registered, so tests that must cover every route (the gate walk, input
 * fuzzing) enumerate them from the app itself and a new route cannot be forgotten. Call before any
 * route is registered: the hook sees only routes added after it.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin to every GET route; it runs the same handler, so it adds nothing to cover.
      if (method === 'HEAD') continue;
      if (!routes.some((r) => r.method === method && r.url === route.url)) routes.push({ method, url: route.url });
    }
  });
}
