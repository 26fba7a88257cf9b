import { readFileSync } from 'node:fs';
import { AppError } from '@hearth/domain/errors/app-error';
import { STAFF_PASSWORD_COMMON } from '@hearth/domain/ops/staff-bodies';

/**
 * The 10,000 most common passwords (zxcvbn's frequency list, MIT, through @zxcvbn-ts/language-common),
 * compared without case. NIST 800-63B: refuse known-breached and common passwords, no composition
 * rules; the length rule is the domain schema's.
 */
let commonPasswords: ReadonlySet<string> | undefined;

function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length > 0),
  );
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  const normalised = password.trim().toLowerCase();
  // A common password with a year or a digit run appended is still a common password.
  return loadCommonPasswords().has(normalised) || loadCommonPasswords().has(normalised.replace(/\d+$/, ''));
}

/** Throws a 400 with the domain's message when the password is common or breached. */
export function assertStaffPasswordAllowed(password: string, email: string): void {
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  const lowered = password.toLowerCase();
  if (
    isCommonPassword(password) ||
    (local.length >= 4 && lowered.includes(local)) ||
    lowered.includes('hearth')
  ) {
    throw new AppError('VALIDATION', [STAFF_PASSWORD_COMMON]);
  }
}
