import { Checkbox, CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useValidationMessage } from '../../lib/validation-message.ts';
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
  const translate = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={Boolean(fieldState.error)}
          validationBehavior="aria"
          className="flex flex-col gap-2"
        >
          <Label className="font-medium">{label}</Label>
          {description ? (
            <Text slot="description" className="text-sm">
              {description}
            </Text>
          ) : null}
          {options.map((option, index) => (
            <Checkbox
              key={option.value}
              value={option.value}
              inputRef={index === 0 ? field.ref : undefined}
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
          <FieldError className="text-sm font-medium text-red-700">
            {translate(fieldState.error?.message)}
          </FieldError>
        </CheckboxGroup>
      )}
    />
  );
}
