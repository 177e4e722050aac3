import { LIVE_PRICING_REQUIRED_MESSAGE, REQUIRED_ISSUE } from '@shared/schemas/pricing';
import type { ApiError } from '@shared/schemas/common';
import { HttpError } from '../../http/http-error';

/** Fastify's `request.validationError` with `attachValidation`. */
interface ValidationFailure {
  validation?: readonly { instancePath: string; message?: string }[];
  validationContext?: string;
}

const REQUIRED_FIELDS = new Set(['partNumber', 'make']);

/**
 * Live pricing's 400: one fixed message (LIVE_PRICING_REQUIRED_MESSAGE) when the part number or make
 * is missing, the usual "Invalid body: field" otherwise; the issues name the fields either way.
 */
export function livePricingInputError(error: ValidationFailure): HttpError {
  let issues: NonNullable<ApiError['issues']> = (error.validation ?? []).map((v) => ({
    field: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request',
    message: v.message ?? 'is invalid',
  }));
  // No object at all (an empty or non-object body) lacks both fields.
  if (issues.some((i) => i.field === 'request')) {
    issues = [...REQUIRED_FIELDS].map((field) => ({ field, message: REQUIRED_ISSUE }));
  }
  const missing = issues.some((i) => REQUIRED_FIELDS.has(i.field) && i.message === REQUIRED_ISSUE);
  const fields = [...new Set(issues.map((i) => i.field))].join(', ');
  const message = missing ? LIVE_PRICING_REQUIRED_MESSAGE : `Invalid ${error.validationContext ?? 'request'}: ${fields}`;
  return new HttpError(400, message, issues);
}
