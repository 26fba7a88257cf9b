import { zApplicationParams, zApplicationStepStatus } from '@hearth/domain/application/heloc-application-dto';
import type { z } from 'zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';

/** `P` of decision 007, with `:uuid` for Fastify. */
export const BRANCH_BASE = '/service-application/api/v1/application/heloc/:uuid';

/**
 * The OpenAPI of a borrower write on a branch step (decision 007): the owner's application (404
 * otherwise), the body's zod schema, and the step it moved to; a write at the wrong step is 409.
 */
export function describeBranchWrite<Body extends z.ZodType>(tags: string[], summary: string, body: Body) {
  return {
    schema: {
      tags,
      summary,
      security: BEARER_SECURITY,
      params: zApplicationParams,
      body,
      response: { 200: zApplicationStepStatus, ...SECURE_ERROR_RESPONSES, 409: zErrorBody },
    },
  } as const;
}

/** The OpenAPI of a borrower read on a branch step: the owner's application only (404 otherwise). */
export function describeBranchRead<Response extends z.ZodType>(
  tags: string[],
  summary: string,
  response: Response,
) {
  return {
    schema: {
      tags,
      summary,
      security: BEARER_SECURITY,
      params: zApplicationParams,
      response: { 200: response, ...SECURE_ERROR_RESPONSES },
    },
  } as const;
}

/** The application and the caller of a borrower call: the service checks the one owns the other. */
export function readOwner(request: { params: { uuid: string }; user: { identityUuid: string } }) {
  return { uuid: request.params.uuid, identityUuid: request.user.identityUuid };
}
