import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'isInvalid'> {
  label: string;
  description?: string;
  /** The message at the field (the form's own check or the server's); none = valid. */
  error?: string | undefined;
  placeholder?: string;
}

/** A labelled text input whose error is announced with it (aria-describedby, aria-invalid). */
export function TextField({ label, description, error, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <Label className="font-medium">{label}</Label>
      <Input
        placeholder={placeholder}
        className="rounded border border-line bg-white px-3 py-2 text-ink invalid:border-danger focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus"
      />
      {description ? (
        <Text slot="description" className="text-sm text-muted">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-danger">{error}</FieldError>
    </AriaTextField>
  );
}
