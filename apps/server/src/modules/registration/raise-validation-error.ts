import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ZodType } from 'zod';

/**
 * For routes with `attachValidation: true`: the spec's field messages ('Invalid date', 'Required')
 * go back verbatim — the same words the form shows — instead of the generic formatter's
 * `body.field: …` prefix. Duplicates are dropped; order follows the body.
 */
export function raiseValidationError(request: FastifyRequest): void {
  if (!request.validationError) {
    return;
  }
  const issues: FastifySchemaValidationError[] = request.validationError.validation ?? [];
  const messages = issues.map((issue) => issue.message ?? 'Invalid request');
  throw new AppError('VALIDATION', [...new Set(messages.length > 0 ? messages : ['Invalid request'])]);
}

/** The same answer for a body checked by a schema of the route's own (the same field messages). */
export function raiseInvalidBody(schema: ZodType, body: unknown): void {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new AppError('VALIDATION', [...new Set(result.error.issues.map((issue) => issue.message))]);
  }
}
