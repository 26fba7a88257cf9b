import { listUnmetPasswordRules, PASSWORD_RULES } from '@hearth/domain/validation/password';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../../lib/validation-message.ts';

export const METER_BARS = 4;

/** KIT-015: how many of the four bars fill, by the count of unmet rules (none for an empty password). */
export function countFilledBars(password: string): number {
  if (password === '') {
    return 0;
  }
  return METER_BARS - Math.min(METER_BARS, listUnmetPasswordRules(password).length);
}

const COLOURS = ['bg-red-700', 'bg-red-700', 'bg-amber-600', 'bg-lime-700', 'bg-green-700'];

/**
 * KIT-015: four bars coloured by the unmet rules, and the rules each with its state. The list's
 * `rulesId` is the password field's description, so the rules are read with it; how many are met
 * is said politely as the borrower types (only when the count changes).
 */
export function PasswordStrengthMeter({ password, rulesId }: { password: string; rulesId: string }) {
  const { t } = useTranslation('registration');
  const translate = useValidationMessage();
  const filled = countFilledBars(password);
  const unmet = new Set(listUnmetPasswordRules(password).map((rule) => rule.message));
  const metCount = password === '' ? 0 : PASSWORD_RULES.length - unmet.size;
  return (
    <div className="flex flex-col gap-1.5" data-testid="password-meter" data-filled={filled}>
      <div
        className="flex gap-1"
        role="img"
        aria-label={t('password.strength', { filled, total: METER_BARS })}
      >
        {Array.from({ length: METER_BARS }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the bars are fixed positions
            key={index}
            className={`h-1.5 flex-1 rounded ${index < filled ? COLOURS[filled] : 'bg-line'}`}
          />
        ))}
      </div>
      <ul id={rulesId} className="text-sm leading-5">
        {PASSWORD_RULES.map((rule) => {
          const met = password !== '' && !unmet.has(rule.message);
          return (
            <li key={rule.message} className={met ? 'text-green-800' : ''}>
              <span aria-hidden="true">{met ? '✓ ' : '• '}</span>
              {translate(rule.message)}{' '}
              <span className="sr-only">{met ? t('password.ruleMet') : t('password.ruleUnmet')}</span>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="sr-only" data-testid="password-rules-met">
        {password === '' ? '' : t('password.rulesMet', { count: metCount, total: PASSWORD_RULES.length })}
      </p>
    </div>
  );
}
