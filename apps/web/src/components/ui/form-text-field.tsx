import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useValidationMessage } from '../../lib/validation-message.ts';
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
  const translate = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          validationBehavior="aria"
          name={field.name}
          value={field.value}
          onChange={(value) => field.onChange(formatValue ? formatValue(value) : value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={translate(fieldState.error?.message)}
        />
      )}
    />
  );
}
