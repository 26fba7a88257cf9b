import type { ReactNode } from 'react';
import { useId } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';

export interface FormCheckboxProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  children: ReactNode;
}

/** A React Aria checkbox bound to a boolean react-hook-form field, its message tied to it. */
export function FormCheckbox<Values extends FieldValues>({
  control,
  name,
  children,
}: FormCheckboxProps<Values>) {
  const errorId = useId();
  return (
    <FormField
      control={control}
      name={name}
      render={({ value, errorMessage: message, ...bound }) => (
        <div className="flex flex-col gap-1">
          <Checkbox
            {...bound}
            isSelected={value === true}
            isInvalid={Boolean(message)}
            aria-describedby={message ? errorId : undefined}
            className="group flex cursor-pointer items-start gap-3 text-sm"
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2"
                >
                  {isSelected ? '✓' : ''}
                </span>
                <span>{children}</span>
              </>
            )}
          </Checkbox>
          {message ? (
            <p id={errorId} className="text-sm font-medium text-red-700">
              {message}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}
