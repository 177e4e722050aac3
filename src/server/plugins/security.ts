import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The built app has no inline script, so scripts are limited to our origin;
 * inline styles stay allowed because UI primitives position popovers with style attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    // The same as frame-ancestors 'none', for browsers that predate CSP's frame-ancestors.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // Our own pages' requests keep their origin: a login form posted by the browser is then sent
    // with its real Origin (under no-referrer it would say "null" and the origin check would
    // refuse it). Other sites are still told nothing; click-outs say no-referrer themselves.
    referrerPolicy: { policy: 'same-origin' },
  });
}
