import { type LiensView, zLiensAttestBody } from '@hearth/domain/journey/liens';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApplicationFacts } from '../../../components/review/application-facts.tsx';
import { resolveForm } from '../../../components/review/resolve-form.ts';
import { SendForm } from '../../../components/review/send-form.tsx';
import { SupportLine } from '../../../components/review/support-line.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { getLiensQueryOptions, postLiensAttest } from '../api/liens-calls.ts';

function Inquiries({ inquiries }: { inquiries: LiensView['inquiries'] }) {
  const { t } = useTranslation('branch-pages');
  return (
    <Card title={t('attestation.inquiries')}>
      {inquiries.length > 0 ? (
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {inquiries.map((inquiry) => (
            <li key={`${inquiry.creditor}-${inquiry.date ?? ''}`}>
              {inquiry.date
                ? t('attestation.inquiry', { creditor: inquiry.creditor, date: inquiry.date })
                : t('attestation.inquiryNoDate', { creditor: inquiry.creditor })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('attestation.noInquiries')}</p>
      )}
    </Card>
  );
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getLiensQueryOptions(uuid)));

/** PRG-097 (OP-36): merchant/lien-attestation — new credit before closing: no new lien on the home. */
export function Component() {
  const { t } = useTranslation('branch-pages');
  const uuid = useApplicationUuid();
  const continueJourney = useContinueJourney(uuid);
  const liens = useQuery(getLiensQueryOptions(uuid));
  const { control, handleSubmit } = useForm<{ attested: boolean }>({
    resolver: resolveForm(zLiensAttestBody),
    defaultValues: { attested: false },
    shouldFocusError: true,
  });
  const send = useMutation({ mutationFn: () => postLiensAttest(uuid), onSuccess: continueJourney });
  return (
    <PageSection title={t('attestation.title')} intro={<p>{t('attestation.intro')}</p>}>
      <QueryState query={liens}>{(data) => <Inquiries inquiries={data.inquiries} />}</QueryState>
      <SendForm
        onSubmit={handleSubmit(() => send.mutate())}
        send={send}
        submitLabel={t('attestation.submit')}
      >
        <FormCheckbox control={control} name="attested">
          {t('attestation.statement')}
        </FormCheckbox>
      </SendForm>
      <ApplicationFacts uuid={uuid} />
      <SupportLine />
    </PageSection>
  );
}
