import type { Ref } from 'react';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import {
  ChoiceGroupError,
  ChoiceGroupHeading,
  type ChoiceOption,
  ChoiceOptionCards,
} from './choice-group-parts.tsx';

function radioDot(isSelected: boolean) {
  return (
    <span
      aria-hidden="true"
      className={`size-4 shrink-0 rounded-full border-2 border-ink ${isSelected ? 'bg-brand' : ''}`}
    />
  );
}

export interface RadioGroupFieldProps {
  label: string;
  description?: string;
  name: string;
  /** The chosen option's value; '' (or nothing) while none is chosen. */
  value: unknown;
  options: readonly ChoiceOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Given to the first option, so a failed submit can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
  errorMessage?: string;
  isDisabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
}

/** A React Aria radio group: arrow keys move between options; the message is bound to the group. */
export function RadioGroupField({
  label,
  description,
  name,
  value,
  options,
  onChange,
  onBlur,
  inputRef,
  errorMessage,
  isDisabled,
  orientation = 'vertical',
}: RadioGroupFieldProps) {
  return (
    <RadioGroup
      name={name}
      value={value === '' || value === undefined || value === null ? null : String(value)}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      orientation={orientation}
      className="flex flex-col gap-2"
    >
      <ChoiceGroupHeading label={label} description={description} />
      <div className={orientation === 'horizontal' ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2'}>
        <ChoiceOptionCards options={options} control={Radio} indicator={radioDot} inputRef={inputRef} />
      </div>
      <ChoiceGroupError message={errorMessage} />
    </RadioGroup>
  );
}
