import { formatCurrency } from '@hearth/domain/format/format-currency';
import { formatApr } from '@hearth/domain/format/format-percent';
import type { OffersView } from '@hearth/domain/journey/offer-selection';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OPTION_CARD_CLASSES } from '../../../components/ui/option-card-styles.ts';
import { useValidationMessage } from '../../../lib/validation-message.ts';
import { type SelectionForm, toOfferKey } from '../lib/selection-form.ts';

/** OFR-001/003: one card per fixed term (in years) with its APR and largest line. */
export function OfferChoice({ control, offers }: { control: Control<SelectionForm>; offers: OffersView }) {
  const { t } = useTranslation('offers');
  const translate = useValidationMessage();
  return (
    <Controller
      control={control}
      name="offerKey"
      render={({ field, fieldState }) => (
        <RadioGroup
          value={field.value || null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={Boolean(fieldState.error)}
          validationBehavior="aria"
          className="flex flex-col gap-2"
        >
          <Label className="font-medium">{t('select.offerLabel')}</Label>
          <div className="grid gap-2 sm:grid-cols-2">
            {offers.offers.map((offer, index) => (
              <Radio
                key={toOfferKey(offer)}
                value={toOfferKey(offer)}
                inputRef={index === 0 ? field.ref : undefined}
                className={`flex flex-col data-[selected]:bg-raised ${OPTION_CARD_CLASSES}`}
              >
                <span className="font-semibold">{t('select.offerName', { term: offer.term })}</span>{' '}
                <span className="text-sm">
                  {t('select.offerDetail', { apr: formatApr(offer.rate), max: formatCurrency(offer.max) })}
                </span>
              </Radio>
            ))}
          </div>
          <FieldError className="text-sm font-medium text-red-700">
            {translate(fieldState.error?.message)}
          </FieldError>
        </RadioGroup>
      )}
    />
  );
}
