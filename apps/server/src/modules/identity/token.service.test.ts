import { AppError } from '@hearth/domain/errors/app-error';
import { decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, REFRESH_WITHIN_SECONDS, TOKEN_TTL_SECONDS } from './token.service.ts';

const secret = 'a-test-secret-of-at-least-32-characters!';
const subject = { identityUuid: '3f1c2a4e-1b2c-4d5e-8f90-123456789abc', orgCode: 'hearth' };
const at = (iso: string) => () => new Date(iso);

describe('createTokenService', () => {
  it('issues an HS256 token with kid, sub, org, jti, iat and a one-hour exp, and verifies it', async () => {
    const tokens = createTokenService({ secret, now: at('2026-01-01T10:00:00Z') });
    const issued = await tokens.issueToken(subject);

    expect(decodeProtectedHeader(issued.jwt)).toEqual({ alg: 'HS256', kid: tokens.kid, typ: 'JWT' });
    const claims = await tokens.verifyToken(issued.jwt);
    expect(claims).toEqual({
      ...subject,
      scope: 'borrower',
      jti: issued.jti,
      issuedAt: new Date('2026-01-01T10:00:00Z'),
      expiresAt: new Date('2026-01-01T11:00:00Z'),
    });
    expect(TOKEN_TTL_SECONDS).toBe(3600);
  });

  it('gives every token its own jti', async () => {
    const tokens = createTokenService({ secret });
    const [a, b] = await Promise.all([tokens.issueToken(subject), tokens.issueToken(subject)]);
    expect(a.jti).not.toBe(b.jti);
  });

  it('rejects an expired token', async () => {
    const issued = await createTokenService({ secret, now: at('2026-01-01T10:00:00Z') }).issueToken(subject);
    const later = createTokenService({ secret, now: at('2026-01-01T11:00:01Z') });
    await expect(later.verifyToken(issued.jwt)).rejects.toThrow(AppError);
    await expect(later.verifyToken(issued.jwt)).rejects.toMatchObject({
      status: 401,
      messages: ['unauthenticated'],
    });
  });

  it('refuses a token it verified before once the clock passes its expiry (the verified cache never outlives exp)', async () => {
    let clock = new Date('2026-01-01T10:00:00Z');
    const tokens = createTokenService({ secret, now: () => clock });
    const issued = await tokens.issueToken(subject);
    expect((await tokens.verifyToken(issued.jwt)).jti).toBe(issued.jti);
    expect((await tokens.verifyToken(issued.jwt)).jti).toBe(issued.jti);
    clock = new Date('2026-01-01T11:00:00Z');
    await expect(tokens.verifyToken(issued.jwt)).rejects.toMatchObject({ status: 401 });
  });

  it('does not take a tampered copy of a verified token for the verified one', async () => {
    const tokens = createTokenService({ secret });
    const issued = await tokens.issueToken(subject);
    await tokens.verifyToken(issued.jwt);
    const [header, payload, signature] = issued.jwt.split('.');
    const first = signature?.[0] === 'A' ? 'B' : 'A';
    const forged = `${header}.${payload}.${first}${signature?.slice(1)}`;
    await expect(tokens.verifyToken(forged)).rejects.toMatchObject({ status: 401 });
  });

  it('carries the staff scope of an ops token and refuses an unknown scope', async () => {
    const tokens = createTokenService({ secret });
    const staff = await tokens.issueToken({ ...subject, scope: 'staff' });
    expect(await tokens.verifyToken(staff.jwt)).toMatchObject({ scope: 'staff' });
    const key = new TextEncoder().encode(secret);
    const forged = await new SignJWT({ org: 'hearth', scope: 'root' })
      .setProtectedHeader({ alg: 'HS256', kid: tokens.kid })
      .setIssuer('hearth')
      .setSubject(subject.identityUuid)
      .setJti('jti-1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    await expect(tokens.verifyToken(forged)).rejects.toMatchObject({ status: 401 });
  });

  it('rejects a token signed with another secret', async () => {
    const issued = await createTokenService({ secret: `${secret}-other` }).issueToken(subject);
    await expect(createTokenService({ secret }).verifyToken(issued.jwt)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('rejects a tampered payload', async () => {
    const tokens = createTokenService({ secret });
    const [header, payload, signature] = (await tokens.issueToken(subject)).jwt.split('.');
    const forged = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    forged.sub = '00000000-0000-4000-8000-000000000000';
    const jwt = [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
    await expect(tokens.verifyToken(jwt)).rejects.toMatchObject({ status: 401 });
  });

  it('rejects alg "none", a wrong kid and a missing org claim', async () => {
    const tokens = createTokenService({ secret });
    const key = new TextEncoder().encode(secret);
    const base = () =>
      new SignJWT({ org: 'hearth' })
        .setIssuer('hearth')
        .setSubject(subject.identityUuid)
        .setJti('x')
        .setIssuedAt()
        .setExpirationTime('1h');
    const unsecured = new UnsecuredJWT({ org: 'hearth' })
      .setIssuer('hearth')
      .setSubject(subject.identityUuid)
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    const wrongKid = await base().setProtectedHeader({ alg: 'HS256', kid: 'other' }).sign(key);
    const noOrg = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: tokens.kid })
      .setIssuer('hearth')
      .setSubject(subject.identityUuid)
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    for (const jwt of [unsecured, wrongKid, noOrg, 'not.a.jwt', '']) {
      await expect(tokens.verifyToken(jwt)).rejects.toMatchObject({ status: 401 });
    }
  });

  it.each([
    [TOKEN_TTL_SECONDS - 60, false],
    [REFRESH_WITHIN_SECONDS + 1, false],
    [REFRESH_WITHIN_SECONDS - 1, true],
    [10, true],
  ])('with %is left, shouldRefresh is %s', async (secondsLeft, expected) => {
    const issuedAt = new Date('2026-01-01T10:00:00Z');
    const claims = await createTokenService({ secret, now: () => issuedAt }).issueToken(subject);
    const now = new Date(claims.expiresAt.getTime() - secondsLeft * 1000);
    expect(createTokenService({ secret, now: () => now }).shouldRefresh(claims)).toBe(expected);
  });
});
