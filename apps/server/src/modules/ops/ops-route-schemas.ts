import { zErrorBody } from '../org/error-body.ts';

export const OPS_TAGS = ['ops'];

/** Every ops route takes a staff bearer token (POST /ops/api/v1/login); a borrower's is 403. */
export const STAFF_SECURITY = [{ bearerAuth: [] }];

export const OPS_ERROR_RESPONSES = {
  400: zErrorBody,
  401: zErrorBody,
  403: zErrorBody,
  404: zErrorBody,
} as const;
