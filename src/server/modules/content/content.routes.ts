import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { apiErrorSchema } from '@shared/schemas/common';
import {
  contactRequestSchema,
  contactResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
} from '@shared/schemas/content';
import { HttpError } from '../../http/http-error';
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
}

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { content, slides, ...sitemap }) => {

  app.post(
    '/api/contact',
    {
      schema: { body: contactRequestSchema, response: { 200: contactResponseSchema, 429: apiErrorSchema } },
      config: { rateLimit: perClient(CONTACT_LIMIT) },
    },
    async (request) => {
      const { response, stored } = await content.contact(request.body, request.ip);
      if (!stored) request.log.info({ ip: request.ip }, 'contact form: honeypot filled, message dropped');
      return response;
    },
  );

  const signupRoute = (url: string, list: SignupList, access: RouteAccess) =>
    app.post(
      url,
      {
        schema: { body: signupRequestSchema, response: { 200: signupResponseSchema, 429: apiErrorSchema } },
        config: { access, rateLimit: perClient(SIGNUP_LIMIT) },
      },
      (request) => content.signup(list, request.body.email),
    );
  // The newsletter box sits in the footer that logged-out visitors see too.
  signupRoute('/api/newsletter', 'newsletter', PUBLIC_ROUTE.access);
  signupRoute('/api/waitlist', 'waitlist', 'session');

  await app.register(sitemapRoutes, sitemap);
  await app.register(slidesRoutes, { slides });
};
