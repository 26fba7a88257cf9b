import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field.tsx';

type BoundProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'errorMessage';

export interface FormRadioGroupProps<Values extends FieldValues>
  extends Omit<RadioGroupFieldProps, BoundProps> {
  control: Control<Values>;
  name: FieldPath<Values>;
}

/**
 * A React Aria radio group bound to a react-hook-form field: arrow keys move between options, the
 * schema's message is bound to the group, and a failed submit focuses its first option.
 */
export function FormRadioGroup<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormRadioGroupProps<Values>) {
  return (
    <FormField control={control} name={name} render={(bound) => <RadioGroupField {...props} {...bound} />} />
  );
}
