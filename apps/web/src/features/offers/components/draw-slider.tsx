import { formatCurrency } from '@hearth/domain/format/format-currency';
import type { LineBounds } from '@hearth/domain/offers/offer-quote';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

const CURRENCY = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

export interface DrawSliderProps {
  value: number;
  bounds: LineBounds;
  onChange: (amount: number) => void;
}

/**
 * OFR-020: the line amount, whole dollars, between the bounds the payoff preference leaves
 * (React Aria: arrow keys move a dollar, Page Up/Down a tenth, Home/End to the ends).
 */
export function DrawSlider({ value, bounds, onChange }: DrawSliderProps) {
  const { t } = useTranslation('offers');
  const min = bounds.min.toNumber();
  const max = bounds.max.toNumber();
  if (min >= max) {
    return <p className="font-medium">{t('select.amountPinned', { amount: formatCurrency(max) })}</p>;
  }
  return (
    <Slider
      minValue={min}
      maxValue={max}
      step={1}
      value={value}
      onChange={(next) => onChange(Array.isArray(next) ? (next[0] ?? min) : next)}
      formatOptions={CURRENCY}
      className="flex flex-col gap-2"
    >
      <div className="flex items-baseline justify-between gap-4">
        <Label className="font-medium">{t('select.amountLabel')}</Label>
        <SliderOutput className="text-xl font-bold" />
      </div>
      <Text slot="description" className="text-sm">
        {t('select.amountHelp')}
      </Text>
      <SliderTrack className="relative h-8 w-full">
        {({ state }) => (
          <>
            <div className="absolute top-1/2 h-2 w-full -translate-y-1/2 rounded-full bg-line" />
            <div
              className="absolute top-1/2 h-2 -translate-y-1/2 rounded-full bg-brand"
              style={{ width: `${state.getThumbPercent(0) * 100}%` }}
            />
            <SliderThumb className="top-1/2 size-7 rounded-full border-4 border-surface bg-brand shadow data-[dragging]:scale-110 data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-ink" />
          </>
        )}
      </SliderTrack>
      <div className="flex justify-between text-sm">
        <span>{t('select.rangeMin', { amount: formatCurrency(min) })}</span>
        <span>{t('select.rangeMax', { amount: formatCurrency(max) })}</span>
      </div>
    </Slider>
  );
}
