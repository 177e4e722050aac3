import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@shared/schemas/common';
import { clientErrorAnswer, postgresCode } from '../http/client-error';


/**
 * One error handler for the whole API: 400 `{error, issues}` for bad input naming each field,
 * the status and message for known errors, and a bare 500 (details only in the log) otherwise.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = clientErrorAnswer(error, request);
    if (answer) return reply.status(answer.status).send(answer.body);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Internal server error' } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    if (isDatabaseUnavailable(error)) {
      return reply.status(503).send({ error: 'Service temporarily unavailable' } satisfies ApiError);
    }
    return reply.status(500).send({ error: 'Internal server error' } satisfies ApiError);
  });
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
