import { zErrorBody } from '../org/error-body.ts';

/** OpenAPI: routes behind `app.authenticate` take the bearer token (see plugins/openapi.ts). */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** The error answers every route may give, all `{ errors: [...] }`. */
export const ERROR_RESPONSES = { 400: zErrorBody, 401: zErrorBody, 429: zErrorBody } as const;
export const SECURE_ERROR_RESPONSES = {
  400: zErrorBody,
  401: zErrorBody,
  403: zErrorBody,
  404: zErrorBody,
} as const;
