import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@shared/schemas/common';

/** Thrown by services for a known, client-caused condition (unknown id, bad combination...). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ApiError['issues'],
  ) {
    super(message);
  }
}

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'request';
}

/**
 * One error handler for the whole API: 400 `{error, issues}` for bad input naming each field,
 * the status and message for known errors, and a bare 500 (details only in the log) otherwise.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        field: fieldName(v.instancePath, undefined),
        message: v.message ?? 'is invalid',
      }));
      const where = error.validationContext ?? 'request';
      const fields = [...new Set(issues.map((i) => i.field))].join(', ');
      return reply.status(400).send({ error: `Invalid ${where}: ${fields}`, issues } satisfies ApiError);
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, issues: error.issues } satisfies ApiError);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Internal server error' } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type...
      return reply.status(status).send({ error: error.message } satisfies ApiError);
    }
    if (isUnstorableText(error)) {
      // A value Postgres cannot hold (a NUL character, invalid UTF-8) that slipped past a schema.
      return reply.status(400).send({ error: 'Request contains characters that are not allowed' } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    if (isDatabaseUnavailable(error)) {
      return reply.status(503).send({ error: 'Service temporarily unavailable' } satisfies ApiError);
    }
    return reply.status(500).send({ error: 'Internal server error' } satisfies ApiError);
  });
}

function postgresCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

function isUnstorableText(error: unknown): boolean {
  return ['22021', '22P05'].includes(postgresCode(error) ?? '');
}

/** Connection-level failures toward the database: the client may retry shortly. */
function isDatabaseUnavailable(error: unknown): boolean {
  return ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003'].includes(postgresCode(error) ?? '');
}
