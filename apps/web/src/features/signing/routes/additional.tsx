import { type CoDeederForm, isActiveInvite, zCoDeederBody } from '@hearth/domain/journey/co-deed';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { type CoDeedInvite, getCoDeedStatusQueryOptions, postCoDeeder } from '../api/co-deed-calls.ts';
import { CoDeederRow } from '../components/co-deeder-row.tsx';

const EMPTY: CoDeederForm = { firstName: '', lastName: '', email: '' };

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getCoDeedStatusQueryOptions(uuid)));

/**
 * APP-015, PRG-083, SGN-001: every other owner on title is invited to sign as an additional signer;
 * the borrower follows each one (invited → accepted → signed), sends a new link or withdraws one.
 */
export function Component() {
  const describeError = useErrorMessage();
  const { t } = useTranslation('signing');
  const uuid = useApplicationUuid();
  const queryClient = useQueryClient();
  const status = getCoDeedStatusQueryOptions(uuid);
  const invites = useQuery(status);
  const continueJourney = useContinueJourney(uuid);
  // Outside production the answers carry each one-time link: kept for this visit only.
  const [links, setLinks] = useState<Record<string, string>>({});
  const refresh = (invite: CoDeedInvite) => {
    const link = invite.invitationLink;
    if (link) {
      setLinks((known) => ({ ...known, [invite.uuid]: link }));
    }
    return queryClient.invalidateQueries({ queryKey: status.queryKey });
  };
  const { control, handleSubmit, reset } = useForm<CoDeederForm>({
    resolver: zodResolver(zCoDeederBody),
    defaultValues: EMPTY,
    shouldFocusError: true,
  });
  const invite = useMutation({
    mutationFn: (values: CoDeederForm) => postCoDeeder(uuid, zCoDeederBody.parse(values)),
    onSuccess: async (created) => {
      reset(EMPTY);
      await refresh(created);
    },
  });
  return (
    <PageSection title={t('additional.title')} intro={t('additional.intro')}>
      <Card title={t('additional.invitedTitle')}>
        <QueryState query={invites}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('additional.none')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {list.map((item) => (
                  <CoDeederRow
                    key={item.uuid}
                    uuid={uuid}
                    invite={item}
                    sandboxLink={links[item.uuid]}
                    onChanged={refresh}
                  />
                ))}
              </ul>
            )
          }
        </QueryState>
      </Card>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) => invite.mutate(values))}
      >
        <h2 className="text-xl font-semibold">{t('additional.formTitle')}</h2>
        <FormTextField
          control={control}
          name="firstName"
          label={t('additional.firstName')}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="lastName"
          label={t('additional.lastName')}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="email"
          label={t('additional.email')}
          type="email"
          autoComplete="off"
        />
        {invite.error ? (
          <Banner tone="error" announce title={t('additional.failed')}>
            {describeError(invite.error)}
          </Banner>
        ) : null}
        <SubmitButton isSubmitting={invite.isPending} label={t('additional.send')} className="self-start" />
      </form>
      <p className="text-sm">
        {invites.data?.some(isActiveInvite) ? t('additional.after') : t('additional.whoSigns')}
      </p>
      <Button variant="secondary" className="self-start" onPress={() => void continueJourney()}>
        {t('additional.continue')}
      </Button>
    </PageSection>
  );
}
