import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@shared/schemas/common';
import { HttpError } from '../http/http-error';


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
      const where = error.validationContext ?? 'request';
      // A body or query of the wrong type altogether (an array, a string) is named by its part.
      const issues = error.validation.map((v) => ({
        field: fieldName(v.instancePath, where),
        message: v.message ?? 'is invalid',
      }));
      const fields = [...new Set(issues.map((i) => i.field))];
      // "Invalid body: expected object, received array" rather than "Invalid body: body".
      const named = fields.length === 1 && fields[0] === where ? issues[0]!.message : fields.join(', ');
      return reply.status(400).send({ error: `Invalid ${where}: ${named}`, issues } satisfies ApiError);
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
      return reply.status(status).send({ error: clientErrorMessage(error, request) } satisfies ApiError);
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

/** Fastify's message, made to name the problem where it only names the status. */
function clientErrorMessage(error: FastifyError, request: FastifyRequest): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = request.headers['content-type'];
    return `Unsupported content type ${type ? JSON.stringify(type.slice(0, 100)) : '(none)'}: send application/json`;
  }
  return error.message;
}

/**
 * Errors Fastify raises before routing (a path that is not valid percent-encoding), which bypass the
 * error handler: answered in the API's usual `{error}` shape. Pass as Fastify's `frameworkErrors`.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The path is not a valid url (bad percent-encoding)' : error.message;
  void reply.status(status).send({ error: message } satisfies ApiError);
}

function postgresCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

function isUnstorableText(error: unknown): boolean {
  return ['22021', '22P05'].includes(postgresCode(error) ?? '');
}

/**
 * pg reports a connection that ended, never opened in time, or never came free from the pool
 * (connectionTimeoutMillis) with these messages and no code.
 */
const CONNECTION_LOST = /^(Connection terminated|timeout exceeded when trying to connect)/;

/** Connection-level failures toward the database: the client may retry shortly. */
function isDatabaseUnavailable(error: unknown): boolean {
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08006', '08001', '08003'];
  if (codes.includes(postgresCode(error) ?? '')) return true;
  // Drizzle wraps the driver's error as `cause`; a transaction's connect failure comes unwrapped.
  const messages = [error, (error as { cause?: unknown }).cause].map((e) => (e as { message?: unknown } | undefined)?.message);
  return messages.some((m) => typeof m === 'string' && CONNECTION_LOST.test(m));
}
