import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@shared/schemas/common';

/**
 * One path for everybody: the request target is normalised once, before routing, so the router,
 * the gate and every hook see the same path. Percent-encoded unreserved characters are decoded
 * (`/%61pi` is `/api`), runs of slashes collapse (`//api` is `/api`) and dot segments are resolved
 * (`/x/../api` is `/api`). What cannot be normalised without guessing is refused with 400: an
 * encoded slash or backslash (`%2F`, `%5C`: a path separator to some servers, a character to
 * others), a raw backslash, invalid percent-encoding, and an absolute-form target (`GET
 * http://host/path`) naming a host that is not this site.
 */

export type NormalizedTarget = { ok: true; url: string } | { ok: false; problem: string };

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const PERCENT = /%([0-9A-Fa-f]{2})/g;

/** Decodes %XX only where XX is an unreserved character: the rest keeps its meaning (`%3F` stays a character, not a query). */
function decodeUnreserved(path: string): string {
  return path.replace(PERCENT, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
}

/**
 * RFC 3986 section 5.2.4 (remove_dot_segments), on a path that starts with "/": "." segments go,
 * ".." removes the one before.
 */
function removeDotSegments(path: string): string {
  const output: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') output.pop();
      // "/a/." and "/a/.." name a directory: the trailing slash stays.
      if (last) output.push('');
      return;
    }
    output.push(segment);
  });
  return `/${output.join('/')}`;
}

/**
 * The canonical form of `rawUrl` (path and query), or why it is refused. `ownHosts` are the
 * authorities (`host[:port]`, lower case) an absolute-form target may name: this site's.
 */
export function normalizeRequestTarget(rawUrl: string, ownHosts: readonly string[]): NormalizedTarget {
  let target = rawUrl;
  if (!target.startsWith('/')) {
    const absolute = /^https?:\/\/([^/?#]*)(.*)$/i.exec(target);
    if (!absolute) return { ok: false, problem: 'The request target must be a path' };
    const authority = absolute[1]!.toLowerCase();
    if (!ownHosts.includes(authority)) return { ok: false, problem: 'The request target names another host' };
    target = absolute[2]!.startsWith('/') ? absolute[2]! : `/${absolute[2]!}`;
  }
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);

  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return { ok: false, problem: 'The path is not a valid url (bad percent-encoding)' };
  if (/%2F|%5C|\\/i.test(path)) return { ok: false, problem: 'The path contains an encoded slash or a backslash' };

  const collapsed = decodeUnreserved(path).replace(/\/{2,}/g, '/');
  return { ok: true, url: removeDotSegments(collapsed) + query };
}

/** Raw requests whose target was refused, with the reason: answered 400 before anything else runs. */
const refused = new WeakMap<IncomingMessage, string>();

/** Where a refused request is routed meanwhile: a path no route has, so it can reach nothing. */
const REFUSED_PATH = '/.refused-request-target';

/**
 * For Fastify's `rewriteUrl` option: returns the canonical target. `publicHost` (the authority of
 * PUBLIC_URL) and the request's own Host header are this site's hosts.
 */
export function requestTargetRewriter(publicHost: string | undefined) {
  return (req: IncomingMessage): string => {
    const raw = req.url ?? '/';
    const ownHosts = [req.headers.host?.toLowerCase(), publicHost?.toLowerCase()].filter((h): h is string => Boolean(h));
    const normalized = normalizeRequestTarget(raw, ownHosts);
    if (normalized.ok) return normalized.url;
    refused.set(req, normalized.problem);
    return REFUSED_PATH;
  };
}

/** Answers a request whose target the rewriter refused; register before any other hook. */
export function registerRefusedTargets(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const problem = refused.get(request.raw);
    if (problem === undefined) return;
    return reply.status(400).send({ error: problem } satisfies ApiError);
  });
}
