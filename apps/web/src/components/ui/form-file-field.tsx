import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FileInputField, type FileInputFieldProps } from './file-input-field.tsx';
import { FormField } from './form-field.tsx';

type BoundProps = 'name' | 'file' | 'onChange' | 'onBlur' | 'inputRef' | 'errorMessage';

export interface FormFileFieldProps<Values extends FieldValues>
  extends Omit<FileInputFieldProps, BoundProps> {
  control: Control<Values>;
  name: FieldPath<Values>;
}

/** A file picker bound to a react-hook-form field holding a `File | null`, its message at the field. */
export function FormFileField<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormFileFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ value, ...bound }) => <FileInputField {...props} {...bound} file={value} />}
    />
  );
}
