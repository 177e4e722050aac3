import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@shared/schemas/common';
import { prefersHtml } from '../../http/content-negotiation';
import type { ClickoutService } from './clickout.service';

/** Anonymous visitor id for click attribution; unrelated to the gate's session. */
const VISITOR_COOKIE = 'pitlane_visitor';
const VISITOR_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A click-out that leads nowhere, as a page with a way back: an offer gone, or an address that names none. */
function offerPage(heading: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading} — Pitlane</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f6f7f9;color:#111">
<main style="max-width:28rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002">
<h1 style="font-size:1.5rem">${heading}</h1><p>${text}</p><p><a href="/">Return to Home</a></p></main></body></html>`;
}

const NOT_FOUND_PAGE = offerPage('404 Page Not Found', 'This offer is no longer available.');
const BAD_LINK_PAGE = offerPage('Invalid Link', 'This link does not name an offer. Please go back and choose the offer again.');

/** Keeps only the path of our own page the click came from (no third-party urls, no query strings). */
function referrerPath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    // Compared through URL on both sides so "localhost:80" and "localhost" agree.
    return url.host === new URL(`${url.protocol}//${host}`).host ? url.pathname.slice(0, 500) : null;
  } catch {
    return null;
  }
}

/**
 * GET /go/:listingId — records the click-out, then redirects where the offer leads (clickout.service.ts).
 * Only listing ids are accepted, so this can never redirect to an arbitrary url.
 */
export const clickoutRoutes: FastifyPluginAsyncZod<{ clickouts: ClickoutService; secureCookies: boolean }> = async (app, { clickouts, secureCookies }) => {
  app.get(
    '/go/:listingId',
    // Without a session the visitor is led to the login screen rather than shown a 401.
    // A browser following a bad link gets a page with a way back; an API client the usual JSON.
    {
      // `from` is a hint from our own Buy links; anything else in it is ignored, never refused.
      schema: { params: z.object({ listingId: idParam }), querystring: z.object({ from: z.string().max(50).optional() }).catch({}) },
      config: { access: 'session-page' },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        if (!prefersHtml(request)) throw request.validationError;
        return reply.status(400).type('text/html; charset=utf-8').send(BAD_LINK_PAGE);
      }
      const known = request.cookies[VISITOR_COOKIE];
      const visitor = known && /^[A-Za-z0-9_-]{16,64}$/.test(known) ? known : randomBytes(16).toString('base64url');
      const destination = await clickouts.follow(request.params.listingId, {
        referrer: referrerPath(request.headers.referer, request.headers.host),
        from: request.query.from,
        visitor,
      });
      if (!destination) {
        if (!prefersHtml(request)) return reply.status(404).send({ error: 'Offer not found' });
        return reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
      }
      if (visitor !== known) {
        reply.setCookie(VISITOR_COOKIE, visitor, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: VISITOR_MAX_AGE_S });
      }
      return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').redirect(destination, 302);
    },
  );
};
