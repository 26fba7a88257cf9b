import type { ConsentPrompt } from '@hearth/domain/registration/consent-prompt';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TranslationNotice } from '../../../components/ui/translation-notice.tsx';
import { useOrg } from '../../../lib/org.tsx';
import { getTermsTitleKey } from '../../../lib/terms-label.ts';
import { useEnglishPartLang } from '../../../lib/use-language.ts';
import type { SmsConsentPrompts } from '../hooks/use-sms-consent-prompts.ts';
import { FormCheckboxField } from './checkbox-field.tsx';
import { ConsentPromptLabel, getConsentPromptDescription } from './consent-prompt-text.tsx';

interface ConsentValues extends FieldValues {
  termPrivacyConsent: boolean;
  communicationConsent: boolean;
  smsMarketingConsent: boolean;
  smsTransactionalConsent: boolean;
}

type ConsentName = keyof ConsentValues & string;

const REQUIRED_CONSENTS = ['termPrivacyConsent', 'communicationConsent'] as const;
/** The prompt (REG-033) each optional SMS consent shows. */
const SMS_CONSENTS = [
  ['smsMarketingConsent', 'SMS'],
  ['smsTransactionalConsent', 'SMS_TRANSACTIONAL'],
] as const;

function PolicyLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className="underline" target="_blank" rel="noopener">
      {children}
    </Link>
  );
}

/**
 * VAL-028/029: terms and privacy, and electronic communications, are required; the SMS consents
 * are optional, each shown with its consent prompt's words and only once they are there (REG-033;
 * SMS transactional behind its flag, which decides whether its prompt is asked for).
 */
export function ConsentFields<T extends ConsentValues>({
  control,
  prompts,
}: {
  control: Control<T>;
  prompts: SmsConsentPrompts;
}) {
  const { t } = useTranslation(['registration', 'legal']);
  const englishPart = useEnglishPartLang();
  const info = useOrg().orgMetaData.companyInfo;
  const links = {
    terms: <PolicyLink to={info.termsOfUseUrl || '/terms'} />,
    privacy: <PolicyLink to={info.privacyPolicyUrl || '/privacy'} />,
    communications: <PolicyLink to={info.communicationsUrl || '/communications'} />,
  };
  const checkbox = (name: ConsentName, label: ReactNode, prompt?: ConsentPrompt) => {
    const smallPrint = prompt ? getConsentPromptDescription(prompt) : undefined;
    return (
      <FormCheckboxField
        key={name}
        control={control}
        name={name as Path<T>}
        description={smallPrint ? <span lang={englishPart}>{smallPrint}</span> : undefined}
      >
        {label}
      </FormCheckboxField>
    );
  };
  return (
    <fieldset className="flex flex-col gap-2.5">
      <legend className="mb-1 font-medium">{t('consents.legend')}</legend>
      <TranslationNotice namespace="registration" />
      {REQUIRED_CONSENTS.map((name) =>
        checkbox(
          name,
          <Trans
            t={t}
            i18nKey={`consents.${name}`}
            values={{ terms: t(getTermsTitleKey(info.termsLabel)) }}
            components={links}
          />,
        ),
      )}
      {SMS_CONSENTS.map(([name, type]) => {
        const prompt = prompts[type];
        return prompt ? checkbox(name, <ConsentPromptLabel prompt={prompt} />, prompt) : null;
      })}
    </fieldset>
  );
}
