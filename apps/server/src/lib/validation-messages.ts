import type { FastifyError, FastifySchemaValidationError } from 'fastify';

type ValidationContext = FastifyError['validationContext'];

/** zod's built-in English messages; a schema's own message (the spec's wording) is kept as it is. */
const GENERIC_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized key|Expected|Required)/;

/**
 * Readable, de-duplicated messages: a schema's own message verbatim ('Please enter a valid email'),
 * a generic zod message prefixed with where it applies ('body.email: Invalid input: expected string…').
 */
export function formatValidationErrors(
  issues: FastifySchemaValidationError[],
  context: ValidationContext,
): string[] {
  const messages = issues.map((issue) => formatIssue(issue, context));
  return [...new Set(messages)];
}

function formatIssue(issue: FastifySchemaValidationError, context: ValidationContext): string {
  const message = issue.message ?? 'Invalid value';
  if (!GENERIC_MESSAGE.test(message)) {
    return message;
  }
  const where = [context, ...issue.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.');
  return where === '' ? message : `${where}: ${message}`;
}
