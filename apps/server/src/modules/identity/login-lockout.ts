import { createHash } from 'node:crypto';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Language } from '@hearth/domain/profile/language';
import type { FastifyInstance } from 'fastify';
import type { CounterStore } from '../../lib/attempt-counters/counter-store.ts';
import { borrowerMail } from '../notifications/borrower-mail-templates.ts';
import { createSandboxMail, type SendAccountMail } from '../notifications/sandbox-mail.ts';
import { findLanguageByIdentity } from '../profile/profile.repository.ts';

/** Wrong passwords for one account, since its last log-in, that lock it. */
export const LOCKOUT_THRESHOLD = 10;
export const LOCKOUT_MS = 15 * 60_000;
/** Wrong passwords older than this are forgotten even without a log-in in between. */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** The one answer while an account is locked, whatever password was given. */
export const ACCOUNT_LOCKED =
  'Too many failed log-in attempts. This account is locked for 15 minutes; please try again later.';

/** The lock's e-mail as an English-speaking account holder (and every staff user) receives it. */
export const ACCOUNT_LOCKED_MAIL = borrowerMail('account-locked', 'en');

/** Borrower identities and staff are separate accounts, even under one e-mail address. */
export type LockoutRealm = 'identity' | 'staff';

export interface LoginLockout {
  /** While locked, every log-in of `email` is refused with ACCOUNT_LOCKED, the right password too. */
  isLocked(email: string): Promise<boolean>;
  /**
   * Counts a wrong password for `email` (known or not, so a lock tells nothing of who exists).
   * The one that reaches the threshold locks it and mails the owner, when there is one; it answers
   * true, so the caller can audit the lock.
   */
  recordFailure(email: string, ownerUuid: string | undefined): Promise<boolean>;
  /** A log-in succeeded: the count starts over. */
  recordSuccess(email: string): Promise<void>;
}

export interface LoginLockoutDeps {
  counters: CounterStore;
  now: () => Date;
  sendMail: SendAccountMail;
  /** The language an account holder is written to in (a borrower's profile's; staff read English). */
  languageOf: (ownerUuid: string) => Promise<Language>;
}

/** E-mails are hashed: the shared counters hold no address. */
function accountKey(realm: LockoutRealm, email: string): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);
  return `${realm}:${hash}`;
}

/** The answer to every log-in of a locked account. */
export function accountLockedError(): AppError {
  return new AppError('UNAUTHENTICATED', [ACCOUNT_LOCKED]);
}

/** Ten wrong passwords lock an account for 15 minutes on every instance sharing the counters. */
export function createLoginLockout(realm: LockoutRealm, deps: LoginLockoutDeps): LoginLockout {
  const failuresKey = (email: string) => `lockout:failures:${accountKey(realm, email)}`;
  const lockKey = (email: string) => `lockout:locked:${accountKey(realm, email)}`;

  return {
    async isLocked(email) {
      return (await deps.counters.read(lockKey(email), deps.now())) !== undefined;
    },
    async recordFailure(email, ownerUuid) {
      const now = deps.now();
      const failures = await deps.counters.increment(failuresKey(email), FAILURE_MEMORY_MS, now);
      if (failures.count !== LOCKOUT_THRESHOLD) {
        return false;
      }
      await deps.counters.increment(lockKey(email), LOCKOUT_MS, now);
      await deps.counters.delete(failuresKey(email));
      if (ownerUuid) {
        const language = await deps.languageOf(ownerUuid);
        deps.sendMail({
          to: { kind: realm, uuid: ownerUuid },
          language,
          ...borrowerMail('account-locked', language),
        });
      }
      return true;
    },
    async recordSuccess(email) {
      await deps.counters.delete(failuresKey(email));
    },
  };
}

/** The app's lockout for `realm`, on its shared attempt counters, mailing through the sandbox log. */
export function appLoginLockout(app: FastifyInstance, realm: LockoutRealm): LoginLockout {
  return createLoginLockout(realm, {
    counters: app.attemptCounters,
    now: app.attemptClock,
    sendMail: createSandboxMail(app.log),
    languageOf: realm === 'identity' ? (uuid) => findLanguageByIdentity(app.db, uuid) : async () => 'en',
  });
}
