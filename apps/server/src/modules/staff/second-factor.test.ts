import { describe, expect, it } from 'vitest';
import {
  generateRecoveryCodes,
  generateTotpCode,
  generateTotpSecret,
  hashRecoveryCode,
  matchTotpStep,
  totpQrCode,
  totpUri,
} from './second-factor.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const AT = new Date('2030-01-01T09:00:10Z');
const STEP = Math.floor(AT.getTime() / 30_000);

describe('TOTP codes', () => {
  it('matches the current step, and one step either side for drift', () => {
    expect(matchTotpStep(SECRET, generateTotpCode(SECRET, AT), AT)).toBe(STEP);
    expect(matchTotpStep(SECRET, generateTotpCode(SECRET, new Date(AT.getTime() - 30_000)), AT)).toBe(
      STEP - 1,
    );
    expect(matchTotpStep(SECRET, generateTotpCode(SECRET, new Date(AT.getTime() + 30_000)), AT)).toBe(
      STEP + 1,
    );
  });

  it('refuses a code two steps old, of another secret, or malformed', () => {
    expect(
      matchTotpStep(SECRET, generateTotpCode(SECRET, new Date(AT.getTime() - 60_000)), AT),
    ).toBeUndefined();
    expect(matchTotpStep(SECRET, generateTotpCode(generateTotpSecret(), AT), AT)).toBeUndefined();
    expect(matchTotpStep(SECRET, 'abcdef', AT)).toBeUndefined();
  });

  it('makes a 160-bit base32 secret, an otpauth URI and an SVG QR code of it', async () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(secret, 'jane@lender.test');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Hearth:jane%40lender\.test\?/);
    expect(uri).toContain(`secret=${secret}`);
    const qr = await totpQrCode(uri);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
  });
});

describe('recovery codes', () => {
  it('are ten distinct 80-bit codes, hashed the same whatever their case', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    }
    const [first = ''] = codes;
    expect(hashRecoveryCode(first.toUpperCase())).toBe(hashRecoveryCode(first));
    expect(hashRecoveryCode(first)).not.toContain(first);
  });
});
