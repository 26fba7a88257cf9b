import { type ReactNode, type Ref, useId } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FieldErrorText } from './field-error-text.tsx';

export interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  errorMessage?: string;
  /** Small print under the label, read with the checkbox (aria-describedby). */
  description?: ReactNode;
  children: ReactNode;
}

/** A native checkbox whose label may hold links (consents); its small print and message are bound to it. */
export function CheckboxField({
  name,
  checked,
  onChange,
  onBlur,
  inputRef,
  errorMessage,
  description,
  children,
}: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : ''].join(' ').trim();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          ref={inputRef}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-1 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={id} className="text-sm">
          {children}
        </label>
      </div>
      {description ? (
        <p id={descriptionId} className="ml-8 text-xs text-ink/80">
          {description}
        </p>
      ) : null}
      <FieldErrorText id={errorId} message={errorMessage} />
    </div>
  );
}

export interface FormCheckboxFieldProps<Values extends FieldValues>
  extends Pick<CheckboxFieldProps, 'description' | 'children'> {
  control: Control<Values>;
  name: FieldPath<Values>;
}

/** A CheckboxField bound to a boolean react-hook-form field (a consent), its message at the box. */
export function FormCheckboxField<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormCheckboxFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ value, ...bound }) => <CheckboxField {...props} {...bound} checked={value === true} />}
    />
  );
}
