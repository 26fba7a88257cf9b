import { OWNERSHIP_TYPES } from '@hearth/domain/enums/ownership-type';
import { formatSsnInput, type ProfileInfoBody, zProfileInfoBody } from '@hearth/domain/journey/profile-info';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TranslationNotice } from '../../../components/ui/translation-notice.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useApplicationUuid, useHelocApplication } from '../../../lib/heloc-application.ts';
import { useOrg } from '../../../lib/org.tsx';
import { postProfileInfo } from '../api/application-info-calls.ts';
import { FormError } from '../components/form-error.tsx';

/** The form before it parses: nothing chosen, consent unticked. */
interface ContactForm {
  ownershipType: ProfileInfoBody['ownershipType'] | '';
  trustName: string;
  ssn: string;
  hardCreditConsent: boolean;
}

function toBody(values: ProfileInfoBody): ProfileInfoBody {
  const { trustName, ...rest } = values;
  return values.ownershipType === 'TRUST' ? { ...rest, trustName } : rest;
}

/**
 * APP-016 start/contact (COLLECT_ADDITIONAL_INFO, PRG-062/037): how title is held (with the trust's
 * name), the SSN (masked while typed, hidden unless asked) and the separate hard-credit consent,
 * checked by the schema the server uses.
 */
export function Component() {
  const { t } = useTranslation('application-info');
  const uuid = useApplicationUuid();
  const application = useHelocApplication(uuid);
  const companyName = useOrg().orgMetaData.companyInfo.companyName;
  const continueJourney = useContinueJourney(uuid);
  const [showSsn, setShowSsn] = useState(false);
  // The resolver hands the submit what the schema parsed: a ProfileInfoBody.
  const { control, handleSubmit } = useForm<ContactForm>({
    resolver: zodResolver(zProfileInfoBody) as unknown as Resolver<ContactForm>,
    defaultValues: { ownershipType: '', trustName: '', ssn: '', hardCreditConsent: false },
    shouldFocusError: true,
  });
  const ownershipType = useWatch({ control, name: 'ownershipType' });
  const send = useMutation({
    mutationFn: (values: ProfileInfoBody) => postProfileInfo(uuid, toBody(values)),
    onSuccess: continueJourney,
  });
  // GET P masks the SSN given at credit/social ('***-**-6789'): the same number is expected here.
  const lastFour = (application.data as { ssnMasked?: string | null } | undefined)?.ssnMasked?.slice(-4);
  return (
    <PageSection title={t('contact.title')} intro={t('contact.intro')}>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={handleSubmit((values) => send.mutate(values as ProfileInfoBody))}
      >
        <FormRadioGroup
          control={control}
          name="ownershipType"
          label={t('contact.ownershipLabel')}
          options={OWNERSHIP_TYPES.map((type) => ({
            value: type,
            label: t(`contact.${type}`),
            description: t(`contact.${type}_help`),
          }))}
        />
        {ownershipType === 'TRUST' ? (
          <FormTextField
            control={control}
            name="trustName"
            label={t('contact.trustName')}
            description={t('contact.trustNameHelp')}
            maxLength={120}
          />
        ) : null}
        <div className="flex flex-col gap-2">
          <FormTextField
            control={control}
            name="ssn"
            label={t('contact.ssn')}
            description={lastFour ? t('contact.ssnOnFile', { lastFour }) : t('contact.ssnHelp')}
            formatValue={formatSsnInput}
            type={showSsn ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
          />
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onPress={() => setShowSsn((shown) => !shown)}
          >
            {showSsn ? t('contact.hideSsn') : t('contact.showSsn')}
          </Button>
        </div>
        <Card title={t('contact.consentTitle')} headingLevel={2}>
          <TranslationNotice namespace="application-info" className="mb-3" />
          <FormCheckbox control={control} name="hardCreditConsent">
            {t('contact.consent', { companyName })}
          </FormCheckbox>
        </Card>
        <FormError error={send.error} title={t('contact.failed')} />
        <SubmitButton
          isSubmitting={send.isPending}
          label={send.error ? t('contact.retry') : undefined}
          className="self-start"
        />
      </form>
    </PageSection>
  );
}
