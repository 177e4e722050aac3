import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam } from '@shared/schemas/common';
import {
  feedIngestRequestSchema,
  feedRunDetailSchema,
  feedRunSchema,
  feedRunsQuerySchema,
  feedRunsResponseSchema,
  feedUploadQuerySchema,
  freshnessSchema,
  type FeedTrigger,
  unmatchedQuerySchema,
  unmatchedResponseSchema,
} from '@shared/schemas/feeds';
import { operatorRoute } from '../../http/route-options';
import { CLI_SERVICE } from './admin-handover';
import { actorOf } from '../console';
import type { FeedsService } from './feeds.service';
import { RunCancelled } from './run/feed-source';

export interface FeedsRoutesOptions {
  service: FeedsService;
  /** Largest feed accepted, downloaded or uploaded (FEED_MAX_BYTES): an upload declaring more is refused unread. */
  maxBytes: number;
}

const runResponses = { 200: feedRunSchema, 409: feedRunSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Runs the CLI hands over (its local service session) are recorded as the CLI's. */
const triggerOf = (request: FastifyRequest): FeedTrigger => (request.operator?.service === CLI_SERVICE ? 'cli' : 'admin');

/**
 * Feed administration is for operators (whatever the gate's setting): editors run, upload, cancel
 * and dismiss; analysts read. The CLI reaches it through a local service session (admin-handover.ts).
 */
const EDIT = { config: operatorRoute('editor') } as const;
const READ = { config: operatorRoute('analyst') } as const;

/** Aborted when the client that asked for a run hangs up before the answer: the run is then cancelled. */
function cancelledWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new RunCancelled('cancelled: the client that asked for the run went away'));
  });
  return controller.signal;
}

/** The admin endpoints, in a context of their own (session hook, raw body parser). */
const adminRoutes: FastifyPluginAsyncZod<FeedsRoutesOptions> = async (admin, { service, maxBytes }) => {
  // The feed itself as the body, streamed to a temporary file by the run (at most maxBytes), never buffered here.
  admin.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  admin.post('/api/admin/feeds/ingest', { ...EDIT, schema: { body: feedIngestRequestSchema, response: runResponses } }, async (request, reply) => {
    const { vendor, source, format, full, force } = request.body;
    const run = await service.ingest({
      vendor,
      source: source ? { kind: 'url', url: source } : undefined,
      format,
      full,
      force,
      trigger: triggerOf(request),
      signal: cancelledWhenClientLeaves(reply),
    });
    await service.auditRun(run, 'feed.ingested', request.operator!);
    return reply.status(run.status === 'refused' ? 409 : 200).send(run);
  });

  admin.post(
    '/api/admin/feeds/upload',
    { ...EDIT, schema: { querystring: feedUploadQuerySchema, response: { ...runResponses, 413: apiErrorSchema } } },
    async (request, reply) => {
      const body = request.body;
      if (!body || typeof (body as AsyncIterable<Uint8Array>)[Symbol.asyncIterator] !== 'function') {
        return reply.status(400).send({ error: 'Send the feed as the request body with Content-Type: application/octet-stream' });
      }
      const { vendor, source, format, full } = request.query;
      const length = request.headers['content-length'] === undefined ? null : Number(request.headers['content-length']);
      // Refused before a byte is read; the body left unread closes the connection (plugins/unread-body.ts).
      if (length !== null && length > maxBytes) {
        return reply.status(413).send({ error: `The feed is larger than ${maxBytes.toLocaleString('en-US')} bytes (FEED_MAX_BYTES)` });
      }
      const run = await service.ingest({
        vendor,
        source: { kind: 'stream', stream: body as AsyncIterable<Uint8Array>, label: source ?? 'upload', sizeBytes: length },
        format,
        full,
        trigger: triggerOf(request),
        signal: cancelledWhenClientLeaves(reply),
        });
      await service.auditRun(run, 'feed.uploaded', request.operator!);
      return reply.status(run.status === 'refused' ? 409 : 200).send(run);
    },
  );

  admin.get('/api/admin/feeds/runs', { ...READ, schema: { querystring: feedRunsQuerySchema, response: { 200: feedRunsResponseSchema } } }, async (request) => ({
    runs: await service.runs(request.query),
  }));

  admin.get(
    '/api/admin/feeds/runs/:id',
    { ...READ, schema: { params: z.object({ id: idParam }), response: { 200: feedRunDetailSchema, 404: apiErrorSchema } } },
    async (request) => service.run(request.params.id),
  );

  admin.post(
    '/api/admin/feeds/runs/:id/cancel',
    { ...EDIT, schema: { params: z.object({ id: idParam }), response: { 200: feedRunSchema, 202: feedRunSchema, 404: apiErrorSchema, 409: apiErrorSchema } } },
    async (request, reply) => {
      const { run, stopped } = await service.cancel(request.params.id, actorOf(request));
      // 202: another process runs it and stops it at its next heartbeat.
      return reply.status(stopped ? 200 : 202).send(run);
    },
  );

  admin.post(
    '/api/admin/feeds/runs/:id/accept',
    { ...EDIT, schema: { params: z.object({ id: idParam }), response: { ...runResponses, 409: z.union([feedRunSchema, apiErrorSchema]) } } },
    async (request, reply) => {
      const run = await service.acceptHeld(request.params.id, { trigger: triggerOf(request), actor: actorOf(request), signal: cancelledWhenClientLeaves(reply) });
      return reply.status(run.status === 'refused' ? 409 : 200).send(run);
    },
  );

  admin.get('/api/admin/feeds/unmatched', { ...READ, schema: { querystring: unmatchedQuerySchema, response: { 200: unmatchedResponseSchema } } }, async (request) =>
    service.unmatched(request.query),
  );

  admin.post(
    '/api/admin/feeds/unmatched/:id/dismiss',
    { ...EDIT, schema: { params: z.object({ id: idParam }), response: { 204: z.null(), 404: apiErrorSchema } } },
    async (request, reply) => {
      await service.dismiss(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};

export const feedsRoutes: FastifyPluginAsyncZod<FeedsRoutesOptions> = async (app, options) => {
  // For the web app: how old a price may be before it is shown as "price may be out of date".
  app.get('/api/feeds/freshness', { schema: { response: { 200: freshnessSchema } } }, async () => options.service.freshness());
  await app.register(adminRoutes, options);
};
