import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam } from '@shared/schemas/common';
import {
  reviewActionResultSchema,
  reviewCreatePartResultSchema,
  reviewCreatePartSchema,
  reviewDismissSchema,
  reviewLinkSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
} from '@shared/schemas/admin-review';
import { operatorRoute } from '../../http/route-options';
import { actorOf } from '../console';
import type { ReviewDecisionsService } from './review-decisions.service';

/** The review queue in the console: link an unmatched offer to a part, make a part from it, or dismiss it. */
export const reviewDecisionsRoutes: FastifyPluginAsyncZod<{ service: ReviewDecisionsService }> = async (app, { service }) => {
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/api/admin/review-queue',
    { config: operatorRoute('analyst'), schema: { querystring: reviewQueueQuerySchema, response: { 200: reviewQueueResponseSchema, 400: apiErrorSchema } } },
    async (request) => service.list(request.query),
  );

  app.post(
    '/api/admin/review-queue/link',
    { config: operatorRoute('editor'), schema: { body: reviewLinkSchema, response: { 200: reviewActionResultSchema, ...errors } } },
    async (request) => service.link(request.body.ids, request.body.partId, actorOf(request)),
  );

  app.post(
    '/api/admin/review-queue/dismiss',
    { config: operatorRoute('editor'), schema: { body: reviewDismissSchema, response: { 200: reviewActionResultSchema, ...errors } } },
    async (request) => service.dismiss(request.body.ids, actorOf(request)),
  );

  app.post(
    '/api/admin/review-queue/:id/create-part',
    {
      config: operatorRoute('editor'),
      schema: { params: z.object({ id: idParam }), body: reviewCreatePartSchema, response: { 201: reviewCreatePartResultSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await service.createPartFrom(request.params.id, request.body, actorOf(request))),
  );
};
