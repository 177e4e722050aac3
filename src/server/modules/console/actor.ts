import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import type { AuditActor } from '../operators';

/**
 * Who is making a change through an operator route, for its audit entry. The route's access guard
 * has already answered 401 without an operator; this only makes that explicit to the types.
 */
export function actorOf(request: FastifyRequest): AuditActor {
  const operator = request.operator;
  if (!operator) throw new HttpError(401, 'Operator sign-in required');
  return { id: operator.id, email: operator.email };
}
