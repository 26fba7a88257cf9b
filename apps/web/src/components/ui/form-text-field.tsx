import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

type BoundProps =
  | 'name'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'inputRef'
  | 'errorMessage'
  | 'validationBehavior';

export interface FormTextFieldProps<Values extends FieldValues> extends Omit<TextFieldProps, BoundProps> {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Rewrites what was typed before the form keeps it (a phone or a date shown with its mask). */
  formatValue?: (value: string) => string;
}

/**
 * A TextField bound to a react-hook-form field: the schema's message shows at the field (translated
 * through the `common.validation` catalogue) and aria validation lets the form, not the browser,
 * decide when it shows.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  formatValue,
  ...props
}: FormTextFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      render={(bound) => (
        <TextField
          {...props}
          {...bound}
          validationBehavior="aria"
          onChange={(value) => bound.onChange(formatValue ? formatValue(value) : value)}
        />
      )}
    />
  );
}
