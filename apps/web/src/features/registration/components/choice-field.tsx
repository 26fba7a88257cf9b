import type { Ref } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { OPTION_CARD_CLASSES } from '../../../components/ui/option-card-styles.ts';

export interface ChoiceFieldProps {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string; description?: string }[];
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Given to the first option, so a failed submit can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
  errorMessage?: string;
  isDisabled?: boolean;
}

/** A radio group (React Aria): arrow keys move between options; the message is bound to the group. */
export function ChoiceField({
  label,
  name,
  value,
  options,
  onChange,
  onBlur,
  inputRef,
  errorMessage,
  isDisabled,
}: ChoiceFieldProps) {
  return (
    <RadioGroup
      name={name}
      value={value === '' ? null : value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className="flex flex-col gap-2"
    >
      <Label className="font-medium">{label}</Label>
      {options.map((option, index) => (
        <Radio
          key={option.value}
          value={option.value}
          inputRef={index === 0 ? inputRef : undefined}
          className={`flex items-center gap-3 ${OPTION_CARD_CLASSES}`}
        >
          {({ isSelected }) => (
            <>
              <span
                aria-hidden="true"
                className={`size-4 shrink-0 rounded-full border-2 border-ink ${isSelected ? 'bg-brand' : ''}`}
              />
              <span className="flex flex-col">
                <span>{option.label}</span>
                {option.description ? <span className="text-sm">{option.description}</span> : null}
              </span>
            </>
          )}
        </Radio>
      ))}
      <FieldError className="text-sm font-medium text-red-700">{errorMessage}</FieldError>
    </RadioGroup>
  );
}
