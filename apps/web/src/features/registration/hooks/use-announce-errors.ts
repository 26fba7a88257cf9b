import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/ui/status-announcer.tsx';
import { useValidationMessage } from '../../../lib/validation-message.ts';

function findFirstMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string' && error.message !== '') {
      return error.message;
    }
    if (error && typeof error === 'object') {
      const nested = findFirstMessage(error as FieldErrors);
      if (nested) {
        return nested;
      }
    }
  }
  return undefined;
}

/**
 * The invalid-submit handler of a step form: react-hook-form has moved focus to the first invalid
 * field (its message is read with it, aria-describedby); this also announces it in the live region.
 */
export function useAnnounceErrors<T extends FieldValues>(): (errors: FieldErrors<T>) => void {
  const { t } = useTranslation('registration');
  const announce = useAnnounce();
  const translate = useValidationMessage();
  return (errors) => {
    const first = translate(findFirstMessage(errors));
    announce(first ? t('form.firstError', { message: first }) : t('form.checkFields'));
  };
}
