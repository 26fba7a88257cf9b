import { Checkbox, CheckboxGroup } from 'react-aria-components';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ChoiceGroupError, ChoiceGroupHeading } from './choice-group-parts.tsx';
import { FormField } from './form-field.tsx';
import { OPTION_CARD_CLASSES } from './option-card-styles.ts';

export interface CheckboxOption {
  value: string;
  label: string;
}

export interface FormCheckboxGroupProps<Values extends FieldValues> {
  control: Control<Values>;
  /** A field holding the chosen values as a string array. */
  name: FieldPath<Values>;
  label: string;
  description?: string;
  options: readonly CheckboxOption[];
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
          {options.map((option, index) => (
            <Checkbox
              key={option.value}
              value={option.value}
              inputRef={index === 0 ? inputRef : undefined}
              className={`flex items-center gap-3 ${OPTION_CARD_CLASSES}`}
            >
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className="flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink"
                  >
                    {isSelected ? '✓' : ''}
                  </span>
                  {option.label}
                </>
              )}
            </Checkbox>
          ))}
          <ChoiceGroupError message={errorMessage} />
        </CheckboxGroup>
      )}
    />
  );
}
