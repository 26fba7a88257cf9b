import type { OffersView } from '@hearth/domain/journey/offer-selection';
import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { quoteSelection } from '../lib/quote-selection.ts';
import {
  buildDefaultSelection,
  createSelectionSchema,
  type SelectionForm,
  toSearchParams,
} from '../lib/selection-form.ts';
import { CostsBreakdown } from './costs-breakdown.tsx';
import { DiscountsList } from './discounts-list.tsx';
import { DrawSlider } from './draw-slider.tsx';
import { OfferChoice } from './offer-choice.tsx';
import { OfferSummary } from './offer-summary.tsx';
import { PayoffFields } from './payoff-fields.tsx';

// The form's parts redraw only when their own props change. Its host re-renders at once after the
// page is hydrated (react-hook-form marks itself ready in a layout effect), synchronously, in one
// long task on a phone: without these, every offer, the payoffs and the costs would redraw in it.
const OfferChoiceOnce = memo(OfferChoice);
const PayoffFieldsOnce = memo(PayoffFields);
const OfferSummaryOnce = memo(OfferSummary);
const DiscountsListOnce = memo(DiscountsList);
const CostsBreakdownOnce = memo(CostsBreakdown);

/**
 * The offers page's form: a term, the debts to pay off and how, the line amount on the slider, and
 * the live quote. Continue checks the same rules as the server and opens the confirm step.
 */
export function SelectOfferForm({ offers }: { offers: OffersView }) {
  const { t } = useTranslation('offers');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const schema = useMemo(() => createSelectionSchema(offers), [offers]);
  const { control, handleSubmit, setValue } = useForm<SelectionForm>({
    resolver: zodResolver(schema),
    defaultValues: buildDefaultSelection(offers, params),
    shouldFocusError: true,
  });
  const values = useWatch({ control }) as SelectionForm;
  // A typed line amount that was refused: Continue stops at the field until it is put right.
  const [typedError, setTypedError] = useState<string | null>(null);
  const typedAmount = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const selection = useMemo(() => quoteSelection(offers, values), [offers, values]);
  // A new term or payoff moves the slider's bounds: the amount follows into them.
  useEffect(() => {
    if (selection && selection.amount !== values.amount) {
      setValue('amount', selection.amount);
    }
  }, [selection, values.amount, setValue]);
  if (offers.offers.length === 0) {
    return <Banner tone="warning" title={t('select.noOffers')} />;
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={handleSubmit((chosen) => {
        if (typedError) {
          typedAmount.current?.focus();
          return;
        }
        void navigate({ pathname: 'confirm', search: `?${toSearchParams(chosen).toString()}` });
      })}
    >
      <OfferChoiceOnce control={control} offers={offers} />
      <PayoffFieldsOnce control={control} offers={offers} hasPayoffs={values.payoffLiabilityIds.length > 0} />
      {selection && !selection.bounds.coversPayoff ? (
        <Banner tone="warning" announce>
          {t('payoff.notCovered')}
        </Banner>
      ) : null}
      {selection ? (
        <>
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <DrawSlider
                value={selection.amount}
                bounds={selection.bounds}
                onChange={field.onChange}
                typedError={typedError}
                onTypedError={setTypedError}
                inputRef={typedAmount}
              />
            )}
          />
          <OfferSummaryOnce selection={selection} feeCap={offers.ofeeMaxThreshold} />
          <DiscountsListOnce offer={selection.offer} />
        </>
      ) : null}
      <CostsBreakdownOnce offers={offers} />
      <SubmitButton label={t('select.continue')} className="self-start" />
    </form>
  );
}
