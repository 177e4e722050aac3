import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, the HTML shell never cached.
 * Returns the fallback that answers client-side routes with the app shell, or undefined when
 * there is no build (API-only, as in the API tests).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webRoot: string | undefined,
): Promise<((reply: FastifyReply) => unknown) | undefined> {
  if (!webRoot || !existsSync(path.join(webRoot, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendShell = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  app.get('/', (_request, reply) => sendShell(reply));
  return sendShell;
}
