import formBody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam } from '@shared/schemas/common';
import {
  acceptInviteRequestSchema,
  inviteAcceptedSchema,
  inviteDetailsSchema,
  inviteLookupQuerySchema,
  inviteOperatorRequestSchema,
  inviteTokenSchema,
  operatorInviteSchema,
  OPERATOR_PASSWORD_MAX_LENGTH,
  operatorPasswordSchema,
  type InviteFormError,
} from '@shared/schemas/operators';
import { HttpError } from '../../http/http-error';
import { operatorRoute, PUBLIC_ROUTE } from '../../http/route-options';
import type { InvitesService } from './invites.service';
import { isFormPost } from './login-form';

export interface InviteRoutesOptions {
  service: InvitesService;
}

const ADMIN = { config: operatorRoute('admin') } as const;

/**
 * Invitations: admins invite by email and role (or send a new link); the invitee, who has no session
 * yet, reads whom the link invites and chooses a password with it (public routes: the link's token
 * is the credential).
 */
export const inviteRoutes: FastifyPluginAsyncZod<InviteRoutesOptions> = async (app, { service }) => {
  app.post(
    '/api/admin/operators/invites',
    { ...ADMIN, schema: { body: inviteOperatorRequestSchema, response: { 201: operatorInviteSchema, 409: apiErrorSchema } } },
    async (request, reply) => reply.status(201).send(await service.invite(request.operator!, request.body)),
  );

  app.post(
    '/api/admin/operators/:id/invite',
    { ...ADMIN, schema: { params: z.object({ id: idParam }), response: { 200: operatorInviteSchema, 404: apiErrorSchema, 409: apiErrorSchema } } },
    async (request) => service.resend(request.operator!, request.params.id),
  );

  app.get(
    '/api/admin/auth/invite',
    { config: PUBLIC_ROUTE, schema: { querystring: inviteLookupQuerySchema, response: { 200: inviteDetailsSchema, 410: apiErrorSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.details(request.query.token);
    },
  );

  // The invitation page's form also posts as plain HTML (before or without the app's code). Only this
  // plugin's routes read form bodies.
  await app.register(formBody);

  /**
   * JSON in, the account out, for the console's app. The plain form (token, password, confirm) is
   * answered by a redirect: to the sign-in page once the password is set, or back to the invitation
   * page with what to fix (`error`), where a used-up link says so itself.
   */
  app.post(
    '/api/admin/auth/invite/accept',
    { config: PUBLIC_ROUTE, attachValidation: true, schema: { body: acceptInviteRequestSchema, response: { 200: inviteAcceptedSchema, 410: apiErrorSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (isFormPost(request)) return acceptFromForm(request.body, reply);
      if (request.validationError) throw request.validationError;
      return service.accept(request.body.token, request.body.password);
    },
  );

  async function acceptFromForm(body: unknown, reply: FastifyReply) {
    const field = (name: string) => {
      const value = (body as Record<string, unknown> | undefined)?.[name];
      return typeof value === 'string' ? value : '';
    };
    const token = field('token');
    const password = field('password');
    const backToPage = (error?: InviteFormError) => reply.redirect(`/admin/invite?${new URLSearchParams({ token: token.slice(0, 200), ...(error && { error }) })}`, 303);
    if (!inviteTokenSchema.safeParse(token).success) return backToPage();
    if (!operatorPasswordSchema.safeParse(password).success) return backToPage(password.length > OPERATOR_PASSWORD_MAX_LENGTH ? 'long' : 'short');
    if (field('confirm') !== password) return backToPage('differ');
    try {
      await service.accept(token, password);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 410) return backToPage();
      throw error;
    }
    return reply.redirect('/admin?invited=1', 303);
  }
};
