import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrg } from '../../../lib/org.tsx';
import { useValidationMessage } from '../../../lib/validation-message.ts';
import { CheckboxField } from './checkbox-field.tsx';

interface ConsentValues extends FieldValues {
  termPrivacyConsent: boolean;
  communicationConsent: boolean;
  smsMarketingConsent: boolean;
  smsTransactionalConsent: boolean;
}

const CONSENTS = [
  'termPrivacyConsent',
  'communicationConsent',
  'smsMarketingConsent',
  'smsTransactionalConsent',
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
 * are optional (SMS transactional behind its flag). Links go to the lender's policies.
 */
export function ConsentFields<T extends ConsentValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('registration');
  const translate = useValidationMessage();
  const info = useOrg().orgMetaData.companyInfo;
  const showTransactional = info.publicFeatureToggles['fe-heloc-sms-transactional-consent'] === true;
  const links = {
    terms: <PolicyLink to={info.termsOfUseUrl || '/terms'} />,
    privacy: <PolicyLink to={info.privacyPolicyUrl || '/privacy'} />,
    communications: <PolicyLink to={info.communicationsUrl || '/communications'} />,
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium">{t('consents.legend')}</legend>
      {CONSENTS.filter((name) => name !== 'smsTransactionalConsent' || showTransactional).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name as Path<T>}
          render={({ field, fieldState }) => (
            <CheckboxField
              name={field.name}
              checked={field.value === true}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={translate(fieldState.error?.message)}
            >
              <Trans
                t={t}
                i18nKey={`consents.${name}`}
                values={{ terms: info.termsLabel }}
                components={links}
              />
            </CheckboxField>
          )}
        />
      ))}
    </fieldset>
  );
}
