import formBody from '@fastify/formbody';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { apiErrorSchema } from '@shared/schemas/common';
import {
  contactRequestSchema,
  contactResponseSchema,
  type FormAnswer,
  type PlainForm,
  signupRequestSchema,
  signupResponseSchema,
} from '@shared/schemas/content';
import { HttpError } from '../../http/http-error';
import { clientErrorAnswer } from '../../http/client-error';
import { safeNextPath } from '@shared/rules/site-path';
import { PUBLIC_ROUTE, type RouteAccess } from '../../http/route-options';
import type { ContentService, SignupList } from './content.service';
import { sitemapRoutes, type SitemapRoutesOptions } from './sitemap.routes';
import { slidesRoutes } from './slides.routes';
import type { SlidesService } from './slides.service';

/** Messages per client before 429: enough for a person who fixes a typo, too few to spam the inbox. */
export const CONTACT_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
/** Sign-ups per client and list before 429. */
export const SIGNUP_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** A per-client limit whose 429 body has the API's usual `{error}` shape and a readable message. */
function perClient(limit: { max: number; timeWindow: string }): RateLimitOptions {
  return {
    ...limit,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests. Please try again in ${context.after}.`),
  };
}

/**
 * Content pages' server side: the contact form, newsletter and waitlist sign-ups, the public
 * sitemap and robots.txt, and the application overview PDF.
 */
export interface ContentRoutesOptions extends SitemapRoutesOptions {
  content: ContentService;
  slides: SlidesService;
  /** Draws the page a plain HTML form was posted from, with the answer; absent: forms get JSON. */
  answerForm?: FormResponder;
}

/** Answers a form posted without the app's code with the page `next` (a checked site path). */
export type FormResponder = (request: FastifyRequest, reply: FastifyReply, answer: FormAnswer & { next: string }) => Promise<unknown>;

const FORM_TYPE = 'application/x-www-form-urlencoded';
const isFormPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);

/** The fields the page keeps in its boxes: text fields only, never the honeypot, never `next`. */
function typedValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!body || typeof body !== 'object') return values;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && key !== 'website' && key !== 'next') values[key] = value.slice(0, 5000);
  }
  return values;
}

/**
 * A form posted as HTML carries `next` (the page it is on) beside its fields; an optional field left
 * empty is absent, as the app sends it.
 */
function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && key !== 'next' && value !== '') fields[key] = value;
  }
  return fields;
}


export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { content, slides, answerForm, ...sitemap }) => {

  // The forms post plain form fields too (before or without the app's code); encapsulated here.
  await app.register(formBody);
  // Form fields become the JSON body the schema checks, so both kinds of post meet the same rules;
  // the page to answer with is read first (the schema drops fields it does not name).
  const returnPaths = new WeakMap<FastifyRequest, string>();
  app.addHook('preValidation', async (request) => {
    if (!answerForm || !isFormPost(request)) return;
    returnPaths.set(request, safeNextPath((request.body as Record<string, unknown> | undefined)?.next));
    request.body = formFields(request.body);
  });
  const nextOf = (request: FastifyRequest) => returnPaths.get(request) ?? '/';

  /** For a form post, the page again with the answer (a refusal's message); otherwise the API's JSON error. */
  const formErrors = (form: PlainForm) => async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const refusal = answerForm && isFormPost(request) ? clientErrorAnswer(error, request) : null;
    if (!answerForm || !refusal) throw error;
    await answerForm(request, reply, { form, status: refusal.status, body: refusal.body, values: typedValues(request.body), next: nextOf(request) });
  };
  /** The API's answer as JSON, or, for a form post, the page with it (already sent). */
  const answer = async <T>(form: PlainForm, request: FastifyRequest, reply: FastifyReply, body: T): Promise<T | void> => {
    if (!answerForm || !isFormPost(request)) return body;
    await answerForm(request, reply, { form, status: 200, body, values: {}, next: nextOf(request) });
  };

  app.post(
    '/api/contact',
    {
      schema: { body: contactRequestSchema, response: { 200: contactResponseSchema, 429: apiErrorSchema } },
      config: { rateLimit: perClient(CONTACT_LIMIT) },
      errorHandler: formErrors('contact'),
    },
    async (request, reply) => {
      const { response, stored } = await content.contact(request.body, request.ip);
      if (!stored) request.log.info({ ip: request.ip }, 'contact form: honeypot filled, message dropped');
      return answer('contact', request, reply, response);
    },
  );

  const signupRoute = (url: string, list: SignupList, access: RouteAccess) =>
    app.post(
      url,
      {
        schema: { body: signupRequestSchema, response: { 200: signupResponseSchema, 429: apiErrorSchema } },
        config: { access, rateLimit: perClient(SIGNUP_LIMIT) },
        errorHandler: formErrors(list),
      },
      async (request, reply) => answer(list, request, reply, await content.signup(list, request.body.email)),
    );
  // The newsletter box sits in the footer that logged-out visitors see too.
  signupRoute('/api/newsletter', 'newsletter', PUBLIC_ROUTE.access);
  signupRoute('/api/waitlist', 'waitlist', 'session');

  await app.register(sitemapRoutes, sitemap);
  await app.register(slidesRoutes, { slides });
};
