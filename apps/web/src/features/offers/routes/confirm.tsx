import { checkOfferSelection } from '@hearth/domain/journey/offer-selection';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, startQuery } from '../../../lib/route-data.ts';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { getOffersQueryOptions, postOfferSelection, useOffers } from '../api/offers-calls.ts';
import { OfferSummary } from '../components/offer-summary.tsx';
import { quoteSelection } from '../lib/quote-selection.ts';
import { buildDefaultSelection, toSelectionBody } from '../lib/selection-form.ts';

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => startQuery(getOffersQueryOptions(uuid)));

/**
 * APP-014 product/select/confirm: the choice carried in the URL, checked again, summarised
 * (OFR-002: initial draw, APR, monthly payment, term) and sent (007 `POST P/offers/select`). A failed
 * send keeps the choice and offers a retry; closing goes back to the slider with it.
 */
export function Component() {
  const { t } = useTranslation('offers');
  const uuid = useApplicationUuid();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const offers = useOffers(uuid);
  const continueJourney = useContinueJourney(uuid);
  const describeError = useErrorMessage();
  const send = useMutation({
    mutationFn: (body: Parameters<typeof postOfferSelection>[1]) => postOfferSelection(uuid, body),
    onSuccess: continueJourney,
  });
  const close = () =>
    void navigate({ pathname: '..', search: `?${params.toString()}` }, { relative: 'path' });
  // Only a choice made on the select page is confirmed: no default offer is slipped in here.
  const data = params.has('offer') ? offers.data : undefined;
  const values = data ? buildDefaultSelection(data, params) : undefined;
  const selection = data && values ? quoteSelection(data, values) : undefined;
  const body = values && selection ? toSelectionBody({ ...values, amount: selection.amount }) : undefined;
  const problems =
    data && body
      ? checkOfferSelection(body, {
          offers: data.offers,
          liabilities: data.liabilities,
          feeCap: data.ofeeMaxThreshold,
          state: data.propertyState,
        })
      : [t('confirm.invalid')];
  return (
    <Modal
      id="offer-confirm"
      title={t('confirm.title')}
      isOpen
      onOpenChange={(open) => (open ? undefined : close())}
    >
      <div className="flex flex-col gap-4">
        <p>{t('confirm.intro')}</p>
        {offers.isPending ? <Loader isLoading label={t('select.loading')} /> : null}
        {offers.isPending ? null : selection && problems.length === 0 ? (
          <OfferSummary selection={selection} feeCap={data?.ofeeMaxThreshold ?? null} />
        ) : (
          <Banner tone="warning" announce>
            {t('confirm.invalid')}
          </Banner>
        )}
        {send.error ? (
          <Banner tone="error" announce title={t('confirm.failed')}>
            {describeError(send.error)}
          </Banner>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {body && problems.length === 0 ? (
            <Button isPending={send.isPending} onPress={() => send.mutate(body)}>
              {send.error ? t('confirm.retry') : t('confirm.submit')}
            </Button>
          ) : null}
          <Button variant="secondary" onPress={close}>
            {t('confirm.back')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
