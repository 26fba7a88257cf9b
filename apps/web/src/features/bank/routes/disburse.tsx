import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner.tsx';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import {
  getApplicationPagePath,
  getLinkedAccounts,
  type LinkedAccount,
  useApplicationUuid,
  useHelocApplication,
} from '../../../lib/heloc-application.ts';
import { postDisbursementAccount } from '../api/bank-calls.ts';
import { FormError } from '../components/form-error.tsx';
import { getLastFour } from '../lib/account-mask.ts';

const zChooseAccount = z.object({ accountId: z.string().min(1, 'Please choose an account') });
type ChooseAccount = z.infer<typeof zChooseAccount>;

function LinkedAccountForm({ uuid, accounts }: { uuid: string; accounts: readonly LinkedAccount[] }) {
  const { t } = useTranslation('bank');
  const continueJourney = useContinueJourney(uuid, { untilStepLeavesPage: true });
  const { control, handleSubmit } = useForm<ChooseAccount>({
    resolver: zodResolver(zChooseAccount),
    defaultValues: { accountId: accounts.length === 1 ? (accounts[0]?.id ?? '') : '' },
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationFn: ({ accountId }: ChooseAccount) =>
      postDisbursementAccount(uuid, { source: 'LINKED', accountId }),
    onSuccess: continueJourney,
  });
  const options = accounts.map((account) => ({
    value: account.id,
    label: t('account.named', { name: account.name, lastFour: getLastFour(account.mask) }),
    description: account.institutionName ?? undefined,
  }));
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={handleSubmit((values) => send.mutate(values))}>
      <FormRadioGroup
        control={control}
        name="accountId"
        label={t('disburse.chooseLabel')}
        options={options}
      />
      <FormError error={send.error} />
      <SubmitButton isSubmitting={send.isPending} label={send.error ? t('errors.retry') : undefined} />
    </form>
  );
}

/** APP-004: where the line's initial draw goes — a linked account, or one typed in by hand. */
export function Component() {
  const { t } = useTranslation('bank');
  const uuid = useApplicationUuid();
  const application = useHelocApplication(uuid);
  const manualLink = getApplicationPagePath(uuid, 'bank/manual-disburse');
  return (
    <PageSection title={t('disburse.title')} intro={t('disburse.intro')}>
      {application.data?.disburseAccount?.verificationStatus === 'FAILED' ? (
        <Banner tone="warning" announce title={t('disburse.rejectedTitle')}>
          {t('disburse.rejected', { lastFour: getLastFour(application.data.disburseAccount.mask) })}
        </Banner>
      ) : null}
      <QueryState query={application}>
        {(data) =>
          getLinkedAccounts(data).length ? (
            <>
              <LinkedAccountForm uuid={uuid} accounts={getLinkedAccounts(data)} />
              <Link to={manualLink} className="underline">
                {t('disburse.enterManually')}
              </Link>
            </>
          ) : (
            <div className="flex flex-col gap-3">
              <p>{t('disburse.noLinked')}</p>
              <Link to={manualLink} className={getButtonClasses('primary', 'md', 'self-start')}>
                {t('disburse.enterAccount')}
              </Link>
            </div>
          )
        }
      </QueryState>
    </PageSection>
  );
}
