import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useValidationMessage } from '../../lib/validation-message.ts';
import { FileInputField, type FileInputFieldProps } from './file-input-field.tsx';

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
  const translate = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileInputField
          {...props}
          name={field.name}
          file={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={translate(fieldState.error?.message)}
        />
      )}
    />
  );
}
