import formBody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeNextPath } from '@shared/rules/site-path';
import { basketAddSchema, basketFormNextSchema, basketLineChangeSchema, basketSlugParams, storedBasketSchema } from '@shared/schemas/basket';
import { apiErrorSchema } from '@shared/schemas/common';
import { guideSlugParams } from '@shared/schemas/guides';
import type { Garage } from '@shared/schemas/fitment';
import { BASKET_TOKEN, newBasketToken, type BasketStore } from './basket-store.service';

export const BASKET_COOKIE = 'pitlane_basket';
const BASKET_MAX_AGE_S = 365 * 24 * 60 * 60;
const FORM_TYPE = 'application/x-www-form-urlencoded';
const isFormPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);

export interface BasketStoreRoutesOptions {
  store: BasketStore;
  garage: { read(cookies: Record<string, string | undefined>): Promise<Garage> };
  secureCookies: boolean;
}

/**
 * The shopper's basket, kept by a cookie like My Garage. Each change answers the basket as JSON, or,
 * posted by a plain form (a page before or without the app's code), redirects back to `next`
 * (`/basket` by default) with any refusal in `?basketError=`.
 */
export const basketStoreRoutes: FastifyPluginAsyncZod<BasketStoreRoutesOptions> = async (app, { store, garage, secureCookies }) => {
  await app.register(formBody);

  const tokenOf = (request: FastifyRequest) => {
    const token = request.cookies[BASKET_COOKIE];
    return token && BASKET_TOKEN.test(token) ? token : null;
  };
  /** The token to write under, set on the answer when the shopper had none. */
  const writableToken = (request: FastifyRequest, reply: FastifyReply) => {
    const known = tokenOf(request);
    if (known) return known;
    const token = newBasketToken();
    reply.setCookie(BASKET_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: BASKET_MAX_AGE_S });
    return token;
  };
  const nextOf = (request: FastifyRequest) => {
    const next = (request.body as { next?: unknown } | undefined)?.next;
    return safeNextPath(typeof next === 'string' && next ? next : '/basket');
  };
  /** Runs a change; a form post then goes back to its page, a JSON call gets the basket. */
  const changed = async (request: FastifyRequest, reply: FastifyReply, run: (token: string) => Promise<unknown>) => {
    const form = isFormPost(request);
    const token = writableToken(request, reply);
    try {
      if (request.validationError) throw request.validationError;
      await run(token);
    } catch (error) {
      if (!form) throw error;
      const issue = (error as { issues?: { field: string; message: string }[]; validation?: { instancePath?: string; message?: string }[] }).issues?.[0];
      const message = issue ? `${issue.field} ${issue.message}` : error instanceof Error ? error.message : 'That change could not be made';
      const next = nextOf(request);
      return reply.redirect(`${next}${next.includes('?') ? '&' : '?'}basketError=${encodeURIComponent(message)}`, 303);
    }
    if (form) return reply.redirect(nextOf(request), 303);
    return store.read(token);
  };
  const session = { access: 'session' as const };
  const answers = { 200: storedBasketSchema, 400: apiErrorSchema, 404: apiErrorSchema };

  app.get('/api/basket', { schema: { response: { 200: storedBasketSchema } }, config: session }, (request) => store.read(tokenOf(request)));

  app.post('/api/basket/lines', { schema: { body: basketAddSchema, response: answers }, config: session, attachValidation: true }, (request, reply) =>
    changed(request, reply, (token) => {
      const body = request.body;
      return body.lines ? store.add(token, body.lines) : store.add(token, [{ slug: body.slug!, quantity: body.quantity ?? 1 }], 'slug');
    }),
  );

  app.post(
    '/api/basket/lines/:slug',
    { schema: { params: basketSlugParams, body: basketLineChangeSchema, response: answers }, config: session, attachValidation: true },
    (request, reply) => changed(request, reply, (token) => store.setQuantity(token, request.params.slug, request.body.quantity)),
  );

  for (const [action, run] of [
    ['remove', (token: string, slug: string) => store.remove(token, slug)],
    ['save', (token: string, slug: string) => store.saveForLater(token, slug, true)],
    ['restore', (token: string, slug: string) => store.saveForLater(token, slug, false)],
  ] as const) {
    app.post(
      `/api/basket/lines/:slug/${action}`,
      { schema: { params: basketSlugParams, body: basketFormNextSchema, response: answers }, config: session, attachValidation: true },
      (request, reply) => changed(request, reply, (token) => run(token, request.params.slug)),
    );
  }

  app.post(
    '/api/basket/guides/:slug',
    { schema: { params: guideSlugParams, body: basketFormNextSchema, response: answers }, config: session, attachValidation: true },
    (request, reply) => changed(request, reply, async (token) => store.addGuideJob(token, request.params.slug, await garage.read(request.cookies))),
  );
};
