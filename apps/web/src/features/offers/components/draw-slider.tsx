import { formatCurrency } from '@hearth/domain/format/format-currency';
import type { LineBounds } from '@hearth/domain/offers/offer-quote';
import { type KeyboardEvent, type Ref, useEffect, useState } from 'react';
import { Label } from 'react-aria-components/Label';
import { Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components/Slider';
import { Text } from 'react-aria-components/Text';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useValidationMessage } from '../../../lib/validation-message.ts';
import { ARROW_STEP, PAGE_STEP, parseLineAmount, stepLineAmount } from '../lib/line-amount.ts';

const CURRENCY = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const KEY_STEPS: Readonly<Record<string, readonly [1 | -1, number]>> = {
  ArrowRight: [1, ARROW_STEP],
  ArrowUp: [1, ARROW_STEP],
  ArrowLeft: [-1, ARROW_STEP],
  ArrowDown: [-1, ARROW_STEP],
  PageUp: [1, PAGE_STEP],
  PageDown: [-1, PAGE_STEP],
};

/** Whether the device's main pointer is a finger (no keyboard to speak of); read after hydration. */
function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(pointer: coarse)');
    if (!query) {
      return;
    }
    setCoarse(query.matches);
    const update = () => setCoarse(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return coarse;
}

export interface DrawSliderProps {
  value: number;
  bounds: LineBounds;
  onChange: (amount: number) => void;
  /** The typed amount's message, kept by the form so Continue cannot pass over it. */
  typedError: string | null;
  onTypedError: (error: string | null) => void;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * OFR-020: the line amount, whole dollars, between the bounds the payoff preference leaves — slid,
 * stepped by the keyboard ($1,000 an arrow key, $10,000 a page; Home and End to the exact ends), or
 * typed beside the slider, the two kept in step.
 */
export function DrawSlider({ value, bounds, onChange, typedError, onTypedError, inputRef }: DrawSliderProps) {
  const { t } = useTranslation('offers');
  const min = bounds.min.toNumber();
  const max = bounds.max.toNumber();
  const coarse = useCoarsePointer();
  const translate = useValidationMessage();
  const [text, setText] = useState(() => WHOLE_DOLLARS.format(value));
  const [isTyping, setIsTyping] = useState(false);
  // The slider (or a new offer's bounds) moved the amount: the field follows unless it is being typed in.
  useEffect(() => {
    if (!isTyping) {
      setText(WHOLE_DOLLARS.format(value));
    }
  }, [value, isTyping]);
  if (min >= max) {
    return <p className="font-medium">{t('select.amountPinned', { amount: formatCurrency(max) })}</p>;
  }
  const commit = () => {
    const typed = parseLineAmount(text, { min, max });
    if (typed.ok) {
      onTypedError(null);
      onChange(typed.amount);
      setText(WHOLE_DOLLARS.format(typed.amount));
    } else {
      onTypedError(typed.error);
    }
  };
  // React Aria steps a slider by its `step` (a dollar here, so every amount stays reachable by
  // dragging): the keys get sensible steps of their own before it sees them.
  const stepByKey = (event: KeyboardEvent) => {
    const keyStep = KEY_STEPS[event.key];
    if (!keyStep || !(event.target instanceof HTMLInputElement) || event.target.type !== 'range') {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    onTypedError(null);
    onChange(stepLineAmount(value, keyStep[0], keyStep[1], { min, max }));
  };
  return (
    <div className="flex flex-col gap-3" onKeyDownCapture={stepByKey}>
      <Slider
        minValue={min}
        maxValue={max}
        step={1}
        value={value}
        onChange={(next) => {
          onTypedError(null);
          onChange(Array.isArray(next) ? (next[0] ?? min) : next);
        }}
        formatOptions={CURRENCY}
        className="flex flex-col gap-2"
      >
        <div className="flex items-baseline justify-between gap-4">
          <Label className="font-medium">{t('select.amountLabel')}</Label>
          <SliderOutput className="text-xl font-bold" />
        </div>
        <Text slot="description" className="text-sm">
          {coarse ? t('select.amountHelpTouch') : t('select.amountHelp')}
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
      <TextField
        label={t('select.amountTyped')}
        description={t('select.amountTypedHelp', { min: formatCurrency(min), max: formatCurrency(max) })}
        value={text}
        inputMode="decimal"
        inputRef={inputRef}
        errorMessage={translate(typedError ?? undefined)}
        className="max-w-xs"
        onFocus={() => setIsTyping(true)}
        onChange={(next) => {
          setText(next);
          if (typedError) {
            onTypedError(null);
          }
        }}
        onBlur={() => {
          setIsTyping(false);
          commit();
        }}
        onKeyDown={(event) => {
          // Enter takes the typed amount here; it does not send the form past it.
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}
