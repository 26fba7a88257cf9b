import { type Ref, useId } from 'react';
import { FieldErrorText } from './field-error-text.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  onBlur: () => void;
  selectRef?: Ref<HTMLSelectElement>;
  errorMessage?: string;
  isDisabled?: boolean;
}

/** A native select: its label and message are bound to it (keyboard and screen readers for free). */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  onBlur,
  selectRef,
  errorMessage,
  isDisabled,
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        ref={selectRef}
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        className="w-full rounded-lg border-2 border-line bg-surface px-3 py-2.5 text-base text-ink aria-[invalid]:border-red-700"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrorText id={errorId} message={errorMessage} />
    </div>
  );
}
