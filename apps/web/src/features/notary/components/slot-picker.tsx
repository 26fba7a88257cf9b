import type { Ref } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { SlotDay } from '../lib/slot-format.ts';

export interface SlotPickerProps {
  label: string;
  days: readonly SlotDay[];
  value: string;
  onChange: (start: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  errorMessage?: string;
}

/** One radio group of every offered time, under a heading per day. */
export function SlotPicker({ label, days, value, onChange, inputRef, errorMessage }: SlotPickerProps) {
  return (
    <RadioGroup
      value={value || null}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="flex flex-col gap-4"
    >
      <Label className="font-medium">{label}</Label>
      {days.map((day, dayIndex) => (
        <fieldset key={day.key} className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{day.label}</legend>
          <div className="flex flex-wrap gap-2">
            {day.slots.map((slot, slotIndex) => (
              <Radio
                key={slot.start}
                value={slot.start}
                aria-label={`${day.label} ${slot.label}`}
                inputRef={dayIndex === 0 && slotIndex === 0 ? inputRef : undefined}
                className="cursor-pointer rounded-lg border-2 border-line px-4 py-2 data-[selected]:border-brand data-[selected]:bg-brand data-[selected]:text-brand-contrast data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2"
              >
                {slot.label}
              </Radio>
            ))}
          </div>
        </fieldset>
      ))}
      <FieldError className="text-sm font-medium text-red-700">{errorMessage}</FieldError>
    </RadioGroup>
  );
}
