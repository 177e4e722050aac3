/**
 * What the API answers an error that is the client's doing, in its `{error, issues}` shape: the
 * app-wide error handler sends it as JSON, and the routes that take HTML forms draw it on the page.
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@shared/schemas/common';
import { HttpError } from './http-error';

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'request';
}

/**
 * The status and `{error, issues}` body of an error that is the client's doing (bad input, a known
 * refusal, a rate limit); null for anything else (a server error, which the handler logs). Shared
 * with the routes that answer an HTML form with a page instead of JSON.
 */
export function clientErrorAnswer(error: FastifyError, request: FastifyRequest): { status: number; body: ApiError } | null {
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
    return { status: 400, body: { error: `Invalid ${where}: ${named}`, issues } };
  }
  if (error instanceof HttpError) return { status: error.statusCode, body: { error: error.message, issues: error.issues } };
  if (isResponseSerializationError(error)) return null;
  const status = error.statusCode ?? 500;
  // Fastify's own client errors: malformed JSON, body too large, wrong content type...
  if (status >= 400 && status < 500) return { status, body: { error: clientErrorMessage(error, request) } };
  // A value Postgres cannot hold (a NUL character, invalid UTF-8) that slipped past a schema.
  if (isUnstorableText(error)) return { status: 400, body: { error: 'Request contains characters that are not allowed' } };
  return null;
}

/** Fastify's message, made to name the problem where it only names the status. */
function clientErrorMessage(error: FastifyError, request: FastifyRequest): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = request.headers['content-type'];
    return `Unsupported content type ${type ? JSON.stringify(type.slice(0, 100)) : '(none)'}: send application/json`;
  }
  return error.message;
}

export function postgresCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

function isUnstorableText(error: unknown): boolean {
  return ['22021', '22P05'].includes(postgresCode(error) ?? '');
}
