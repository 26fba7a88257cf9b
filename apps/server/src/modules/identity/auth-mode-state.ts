import { createHmac, timingSafeEqual } from 'node:crypto';
import { AUTH_INTENTS } from '@hearth/domain/identity/auth-mode';
import { z } from 'zod';

/** How long the hand-over link of the new auth mode stays good. */
export const EXTERNAL_STATE_TTL_MS = 10 * 60 * 1000;

const zStatePayload = z.strictObject({
  orgCode: z.string(),
  mode: z.enum(AUTH_INTENTS),
  applicationUuid: z.uuid().optional(),
  expiresAt: z.number(),
});
export type ExternalStatePayload = z.infer<typeof zStatePayload>;

/** A key of its own, derived from JWT_SECRET: a state can never pass for a token, nor the reverse. */
function stateKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('hearth:auth-mode-state').digest();
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', stateKey(secret)).update(payload).digest('base64url');
}

/** `<payload>.<signature>`, base64url: where the hand-over returns to is fixed by the server. */
export function createExternalState(payload: ExternalStatePayload, secret: string): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(encoded, secret)}`;
}

/** The payload of a state this server signed and that has not expired; undefined for anything else. */
export function readExternalState(
  state: string,
  secret: string,
  now: Date,
): ExternalStatePayload | undefined {
  const [encoded, signature, ...rest] = state.split('.');
  if (!encoded || !signature || rest.length > 0) {
    return undefined;
  }
  const expected = Buffer.from(sign(encoded, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return undefined;
  }
  try {
    const payload = zStatePayload.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
    return payload.expiresAt > now.getTime() ? payload : undefined;
  } catch {
    return undefined;
  }
}
