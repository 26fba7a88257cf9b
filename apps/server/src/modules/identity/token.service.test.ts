import { AppError } from '@hearth/domain/errors/app-error';
import { decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, REFRESH_WITHIN_SECONDS, TOKEN_TTL_SECONDS } from './token.service.ts';

const secret = 'a-test-secret-of-at-least-32-characters!';
const subject = { identityUuid: '3f1c2a4e-1b2c-4d5e-8f90-123456789abc', orgCode: 'hearth' };
const at = (iso: string) => () => new Date(iso);
/** Valid session claims, so a hand-made token is refused only for what its test is about. */
const session = () => ({ sid: crypto.randomUUID(), sxp: Math.floor(Date.now() / 1000) + 7_200 });

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
      session: { id: issued.session.id, expiresAt: new Date('2026-01-01T22:00:00Z') },
    });
    expect(TOKEN_TTL_SECONDS).toBe(3600);
  });

  it('starts a new session at each log-in, twelve hours for a borrower and for staff', async () => {
    const tokens = createTokenService({ secret, now: at('2026-01-01T10:00:00Z') });
    const [a, b, staff] = await Promise.all([
      tokens.issueToken(subject),
      tokens.issueToken(subject),
      tokens.issueToken({ ...subject, scope: 'staff' }),
    ]);
    expect(a.session.id).not.toBe(b.session.id);
    expect(a.session.expiresAt).toEqual(new Date('2026-01-01T22:00:00Z'));
    expect(staff.session.expiresAt).toEqual(new Date('2026-01-01T22:00:00Z'));
  });

  it('renews within the session and never past its end', async () => {
    let clock = new Date('2026-01-01T10:00:00Z');
    const tokens = createTokenService({ secret, now: () => clock });
    let current = await tokens.issueToken(subject);
    const { session } = current;
    const issued: Date[] = [];
    for (;;) {
      clock = new Date(current.expiresAt.getTime() - 10 * 60_000);
      const claims = await tokens.verifyToken(current.jwt);
      if (!tokens.shouldRefresh(claims)) {
        break;
      }
      current = await tokens.issueToken({ ...subject, session: claims.session });
      expect(current.session).toEqual(session);
      expect(current.expiresAt.getTime()).toBeLessThanOrEqual(session.expiresAt.getTime());
      issued.push(current.expiresAt);
    }
    expect(current.expiresAt).toEqual(session.expiresAt);
    clock = session.expiresAt;
    await expect(tokens.verifyToken(current.jwt)).rejects.toMatchObject({ status: 401 });
    await expect(tokens.issueToken({ ...subject, session })).rejects.toMatchObject({ status: 401 });
    expect(issued.length).toBeGreaterThan(10);
  });

  it.each([
    ['no session id', { sxp: 2_000_000_000 }],
    ['a session id that is not a uuid', { sid: 'x', sxp: 2_000_000_000 }],
    ['no session end', { sid: '3f1c2a4e-1b2c-4d5e-8f90-123456789abc' }],
    ['an expiry past the session end', { sid: '3f1c2a4e-1b2c-4d5e-8f90-123456789abc', sxp: 1 }],
  ])('refuses a well-signed token with %s', async (_case, sessionClaims) => {
    const tokens = createTokenService({ secret });
    const nowSeconds = Math.floor(Date.now() / 1000);
    const jwt = await new SignJWT({ org: 'hearth', ...sessionClaims })
      .setProtectedHeader({ alg: 'HS256', kid: tokens.kid, typ: 'JWT' })
      .setIssuer('hearth')
      .setSubject(subject.identityUuid)
      .setJti('a-jti')
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + 600)
      .sign(new TextEncoder().encode(secret));
    await expect(tokens.verifyToken(jwt)).rejects.toMatchObject({ status: 401 });
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
    const forged = await new SignJWT({ org: 'hearth', scope: 'root', ...session() })
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
      new SignJWT({ org: 'hearth', ...session() })
        .setIssuer('hearth')
        .setSubject(subject.identityUuid)
        .setJti('x')
        .setIssuedAt()
        .setExpirationTime('1h');
    const unsecured = new UnsecuredJWT({ org: 'hearth', ...session() })
      .setIssuer('hearth')
      .setSubject(subject.identityUuid)
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    const wrongKid = await base().setProtectedHeader({ alg: 'HS256', kid: 'other' }).sign(key);
    const noOrg = await new SignJWT(session())
      .setProtectedHeader({ alg: 'HS256', kid: tokens.kid })
      .setIssuer('hearth')
      .setSubject(subject.identityUuid)
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const valid = await base().setProtectedHeader({ alg: 'HS256', kid: tokens.kid }).sign(key);
    expect(await tokens.verifyToken(valid)).toMatchObject({ orgCode: 'hearth' });
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
