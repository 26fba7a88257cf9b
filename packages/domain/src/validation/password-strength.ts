import { listUnmetPasswordRules } from './password.ts';

export const PASSWORD_STRENGTH_BARS = 4;
export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'good' | 'strong';

/**
 * KIT-015 / 001 §4: four bars coloured by the count of unmet rules (five rules). Every rule met fills
 * all four; each unmet rule empties one, down to none.
 */
export function countPasswordStrengthBars(password: string): number {
  return Math.max(0, PASSWORD_STRENGTH_BARS - listUnmetPasswordRules(password).length);
}

/** The meter's colour level: empty until something is typed, then by filled bars. */
export function getPasswordStrength(password: string): PasswordStrength {
  if (password === '') {
    return 'empty';
  }
  const levels: PasswordStrength[] = ['weak', 'weak', 'fair', 'good', 'strong'];
  return levels[countPasswordStrengthBars(password)] ?? 'weak';
}
