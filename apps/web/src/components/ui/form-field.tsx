import type { ReactElement, RefCallback } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useValidationMessage } from '../../lib/validation-message.ts';

/** What a control needs from its field: the props every wrapper of the kit hands on as they are. */
export interface FieldBinding<Values extends FieldValues, Name extends FieldPath<Values>> {
  name: Name;
  value: ControllerRenderProps<Values, Name>['value'];
  onChange: ControllerRenderProps<Values, Name>['onChange'];
  onBlur: () => void;
  /** The ref a failed submit focuses (the first invalid field's). */
  inputRef: RefCallback<HTMLInputElement>;
  /** The schema's message in the borrower's language (`common.validation`), once there is one. */
  errorMessage: string | undefined;
}

export interface FormFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> {
  control: Control<Values>;
  name: Name;
  render: (binding: FieldBinding<Values, Name>) => ReactElement;
}

/**
 * The frame every form wrapper of the kit composes: binds one react-hook-form field and hands the
 * control its name, value, handlers, focus ref and translated message, which the control wires to
 * its input (aria-invalid, aria-describedby) the same way in every form.
 */
export function FormField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  render,
}: FormFieldProps<Values, Name>) {
  const translate = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        render({
          name: field.name,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          inputRef: field.ref,
          errorMessage: translate(fieldState.error?.message),
        })
      }
    />
  );
}
