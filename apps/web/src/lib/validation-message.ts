import { joinErrorMessages } from '@hearth/domain/errors/join-error-messages';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error.ts';
import { translateTemplateMessage } from './template-message.ts';

/**
 * Field messages come from the domain's zod schemas in the spec's English words; the catalogue
 * `common.validation` maps each to the current language, and `common.validationTemplates` those
 * that carry a value ("Must be at least 21 years old"). Unknown messages show as they are.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('common');
  const catalogue = t('validation', { returnObjects: true }) as Record<string, string>;
  return (message) => {
    if (message === undefined) {
      return undefined;
    }
    return catalogue[message] ?? translateTemplateMessage(message, i18n) ?? message;
  };
}

/**
 * A failed call's message in the current language: a server answer's `errors` are the domain's
 * messages, so each is translated before they are joined (ERR-006/007); any other error's message
 * is translated as it is.
 */
export function useErrorMessage(): (error: Error) => string {
  const translate = useValidationMessage();
  return (error) => {
    const messages = error instanceof ApiError ? error.messages : [];
    if (messages.length === 0) {
      return translate(error.message) ?? error.message;
    }
    return joinErrorMessages(messages.map((message) => translate(message) ?? message));
  };
}
