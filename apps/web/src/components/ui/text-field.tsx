import type { Ref } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextArea } from 'react-aria-components/TextArea';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { cx } from './cx.ts';

/** KIT-010: a multi-line field shows five rows unless told otherwise. */
export const TEXTAREA_DEFAULT_ROWS = 5;

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
  /** Shown, and announced through aria-describedby, when set. */
  errorMessage?: string;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

const CONTROL =
  'w-full rounded-lg border-2 border-line bg-surface px-3 py-2.5 text-base text-ink placeholder:text-ink/70 ' +
  'data-[invalid]:border-red-700 data-[disabled]:opacity-60';

/**
 * A labelled text input; the label, the description and the error message are bound to the input
 * (label via aria-labelledby, description and error via aria-describedby) by React Aria.
 */
export function TextField({
  label,
  description,
  errorMessage,
  multiline = false,
  rows = TEXTAREA_DEFAULT_ROWS,
  placeholder,
  className,
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={cx('flex flex-col gap-1', className)}
    >
      <Label className="font-medium">{label}</Label>
      {multiline ? (
        <TextArea ref={inputRef} rows={rows} placeholder={placeholder} className={CONTROL} />
      ) : (
        <Input ref={inputRef} placeholder={placeholder} className={CONTROL} />
      )}
      {description ? (
        <Text slot="description" className="text-sm">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-red-700">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
