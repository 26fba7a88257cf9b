import { type ManualNotaryBody, zManualNotaryBody } from '@hearth/domain/journey/notary';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { getApplicationPagePath, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useErrorMessage, useValidationMessage } from '../../../lib/validation-message.ts';
import { getSlotsQueryOptions, postManualNotary, useSlots } from '../api/notary-calls.ts';
import { SlotPicker } from '../components/slot-picker.tsx';
import { getLocalIsoDate, getNextIsoDate } from '../lib/iso-date.ts';
import { formatSlotDays, getZoneLongName, getZoneName } from '../lib/slot-format.ts';

type SlotChoice = ManualNotaryBody;

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) =>
  loadQuery(getSlotsQueryOptions(uuid, getLocalIsoDate(new Date()))),
);

/** APP-013: a manual notary appointment, chosen among slots within notary hours (borrower's zone). */
export function Component() {
  const describeError = useErrorMessage();
  const { t } = useTranslation('notary');
  const format = useFormat();
  const translate = useValidationMessage();
  const uuid = useApplicationUuid();
  const [from, setFrom] = useState(() => getLocalIsoDate(new Date()));
  const slots = useSlots(uuid, from);
  const continueJourney = useContinueJourney(uuid);
  const { control, handleSubmit } = useForm<SlotChoice>({
    resolver: zodResolver(zManualNotaryBody),
    defaultValues: { slotStart: '' },
    shouldFocusError: true,
  });
  const book = useMutation({
    mutationFn: ({ slotStart }: SlotChoice) => postManualNotary(uuid, slotStart),
    onSuccess: continueJourney,
  });
  return (
    <PageSection title={t('schedule.title')} intro={t('schedule.intro')}>
      {/* Reached by a choice on notary/intro: the borrower may go back and sign online instead. */}
      <Link to={getApplicationPagePath(uuid, 'notary/intro')} className="self-start underline">
        {t('schedule.back')}
      </Link>
      <QueryState query={slots} loadingLabel={t('schedule.loading')}>
        {(data) => {
          const days = formatSlotDays(data.slots, data.timeZone, format.locale);
          const last = data.slots
            .map((slot) => slot.start)
            .sort()
            .at(-1);
          return (
            <form
              noValidate
              className="flex flex-col gap-5"
              onSubmit={handleSubmit((values) => book.mutate(values))}
            >
              <p className="text-sm" data-testid="slot-zone">
                {t('schedule.zone', {
                  zone: getZoneName(data.timeZone, new Date(), format.locale),
                  zoneName: getZoneLongName(data.timeZone, new Date(), format.locale),
                })}
              </p>
              {days.length === 0 ? (
                <p role="status">{t('schedule.none')}</p>
              ) : (
                <Controller
                  control={control}
                  name="slotStart"
                  render={({ field, fieldState }) => (
                    <SlotPicker
                      label={t('schedule.pick')}
                      days={days}
                      value={field.value}
                      onChange={field.onChange}
                      inputRef={field.ref}
                      errorMessage={translate(fieldState.error?.message)}
                    />
                  )}
                />
              )}
              {last ? (
                <Button
                  variant="ghost"
                  className="self-start"
                  onPress={() => setFrom(getNextIsoDate(last, data.timeZone))}
                >
                  {t('schedule.later')}
                </Button>
              ) : null}
              <p className="text-sm">{t('schedule.cost')}</p>
              {book.error ? (
                <Banner tone="error" announce title={t('schedule.failed')}>
                  {describeError(book.error)}
                </Banner>
              ) : null}
              <SubmitButton
                isSubmitting={book.isPending}
                label={t('schedule.submit')}
                className="self-start"
              />
            </form>
          );
        }}
      </QueryState>
    </PageSection>
  );
}
