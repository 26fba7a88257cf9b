import {
  type ConditionPhoneBody,
  type ConditionPhoneForm,
  zConditionPhoneBody,
} from '@hearth/domain/conditions/condition-dto';
import { formatUsPhone } from '@hearth/domain/validation/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { getApplicationPagePath, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { resourceQueryKey } from '../../../lib/query-keys.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { getConditionsQueryOptions, postConditionPhone } from '../api/conditions-calls.ts';
import { findCondition } from '../lib/shown-conditions.ts';

function PhoneForm({ uuid, conditionUuid }: { uuid: string; conditionUuid: string }) {
  const describeError = useErrorMessage();
  const { t } = useTranslation('conditions');
  const queryClient = useQueryClient();
  const { control, handleSubmit } = useForm<ConditionPhoneForm, unknown, ConditionPhoneBody>({
    resolver: zodResolver(zConditionPhoneBody),
    defaultValues: { value: '' },
    shouldFocusError: true,
  });
  const save = useMutation({
    mutationFn: (values: ConditionPhoneBody) => postConditionPhone(uuid, conditionUuid, values.value),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getConditionsQueryOptions(uuid).queryKey }),
        queryClient.invalidateQueries({ queryKey: resourceQueryKey('profile') }),
      ]),
  });
  if (save.isSuccess) {
    return <Banner tone="success" announce title={t('phone.saved')} />;
  }
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit((values) => save.mutate(values))}>
      <FormTextField
        control={control}
        name="value"
        label={t('phone.label')}
        description={t('phone.help')}
        type="tel"
        autoComplete="tel-national"
        formatValue={formatUsPhone}
      />
      {save.error ? (
        <Banner tone="error" announce title={t('phone.failed')}>
          {describeError(save.error)}
        </Banner>
      ) : null}
      <SubmitButton
        isSubmitting={save.isPending}
        label={save.error ? t('phone.retry') : t('phone.submit')}
        className="self-start"
      />
    </form>
  );
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getConditionsQueryOptions(uuid)));

/** CND-002 phone-number: a MISSING_PHONE_NUMBER condition answered with the borrower's mobile number. */
export function Component() {
  const { t } = useTranslation('conditions');
  const uuid = useApplicationUuid();
  const [search] = useSearchParams();
  const conditions = useQuery(getConditionsQueryOptions(uuid));
  return (
    <PageSection title={t('phone.title')} intro={t('phone.intro')}>
      <QueryState query={conditions} loadingLabel={t('list.loading')}>
        {(list) => {
          const condition = findCondition(list, search.get('conditionUuid'));
          return condition ? (
            <PhoneForm uuid={uuid} conditionUuid={condition.uuid} />
          ) : (
            <Banner tone="info" title={t('upload.notOpen')}>
              {t('upload.notOpenText')}
            </Banner>
          );
        }}
      </QueryState>
      <Link to={getApplicationPagePath(uuid, 'conditions')} className="self-start underline">
        {t('upload.back')}
      </Link>
    </PageSection>
  );
}
