import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too (clock drift, a code typed as it turns). */
const WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Hearth';

function totpOf(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new TOTP secret (160 random bits), base32 as authenticator apps take it. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The URI as a QR code an authenticator app scans: an SVG data URL, drawn on the server. */
export async function totpQrCode(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The code for `at` (the sandbox user's helpers and tests). */
export function generateTotpCode(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The 30-second step `code` belongs to when it is valid at `at` (within one step either way), or
 * undefined. The caller accepts a step only once (`claimTotpStep`), so a code cannot be replayed.
 */
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | undefined {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: WINDOW_STEPS });
  if (delta === null) {
    return undefined;
  }
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten recovery codes of 80 random bits, `xxxx-xxxx-xxxx-xxxx`, shown once. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = [...randomBytes(16)].map((byte) => BASE32[byte % 32]).join('');
    return characters.match(/.{4}/g)?.join('-') ?? characters;
  });
}

/** 80 random bits need no slow hash: SHA-256 makes them useless to whoever reads the table. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}

/** One-time link and challenge tokens: 256 random bits, kept only as their SHA-256. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
