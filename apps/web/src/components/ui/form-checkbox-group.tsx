import { Checkbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import {
  ChoiceGroupError,
  ChoiceGroupHeading,
  type ChoiceOption,
  ChoiceOptionCards,
} from './choice-group-parts.tsx';
import { FormField } from './form-field.tsx';

function checkMark(isSelected: boolean) {
  return (
    <span
      aria-hidden="true"
      className="flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink"
    >
      {isSelected ? '✓' : ''}
    </span>
  );
}

export interface FormCheckboxGroupProps<Values extends FieldValues> {
  control: Control<Values>;
  /** A field holding the chosen values as a string array. */
  name: FieldPath<Values>;
  label: string;
  description?: string;
  options: readonly ChoiceOption[];
}

/**
 * A React Aria checkbox group bound to a react-hook-form array field: the schema's message is bound
 * to the group, and a failed submit focuses its first option (the radio group's twin).
 */
export function FormCheckboxGroup<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  options,
}: FormCheckboxGroupProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ inputRef, errorMessage, ...bound }) => (
        <CheckboxGroup
          {...bound}
          isInvalid={Boolean(errorMessage)}
          validationBehavior="aria"
          className="flex flex-col gap-2"
        >
          <ChoiceGroupHeading label={label} description={description} />
          <ChoiceOptionCards options={options} control={Checkbox} indicator={checkMark} inputRef={inputRef} />
          <ChoiceGroupError message={errorMessage} />
        </CheckboxGroup>
      )}
    />
  );
}
