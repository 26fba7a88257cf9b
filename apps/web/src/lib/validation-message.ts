import { useTranslation } from 'react-i18next';

/**
 * Field messages come from the domain's zod schemas in the spec's English words; the catalogue
 * `common.validation` maps each to the current language (unknown messages show as they are).
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('common');
  const catalogue = t('validation', { returnObjects: true }) as Record<string, string>;
  return (message) => (message === undefined ? undefined : (catalogue[message] ?? message));
}
