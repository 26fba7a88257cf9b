import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useValidationMessage } from '../../lib/validation-message.ts';
import { OPTION_CARD_CLASSES } from './option-card-styles.ts';

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
}

export interface FormRadioGroupProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  description?: string;
  options: readonly RadioOption[];
  orientation?: 'vertical' | 'horizontal';
}

/**
 * A React Aria radio group bound to a react-hook-form field: arrow keys move between options, the
 * schema's message is bound to the group, and a failed submit focuses its first option.
 */
export function FormRadioGroup<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  options,
  orientation = 'vertical',
}: FormRadioGroupProps<Values>) {
  const translate = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          name={field.name}
          value={field.value === '' || field.value === undefined ? null : String(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={Boolean(fieldState.error)}
          validationBehavior="aria"
          orientation={orientation}
          className="flex flex-col gap-2"
        >
          <Label className="font-medium">{label}</Label>
          {description ? (
            <Text slot="description" className="text-sm">
              {description}
            </Text>
          ) : null}
          <div className={orientation === 'horizontal' ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2'}>
            {options.map((option, index) => (
              <Radio
                key={option.value}
                value={option.value}
                inputRef={index === 0 ? field.ref : undefined}
                className={`flex items-center gap-3 ${OPTION_CARD_CLASSES}`}
              >
                {({ isSelected }) => (
                  <>
                    <span
                      aria-hidden="true"
                      className={`size-4 shrink-0 rounded-full border-2 border-ink ${isSelected ? 'bg-brand' : ''}`}
                    />
                    <span className="flex flex-col">
                      <span>{option.label}</span>
                      {option.description ? <span className="text-sm">{option.description}</span> : null}
                    </span>
                  </>
                )}
              </Radio>
            ))}
          </div>
          <FieldError className="text-sm font-medium text-red-700">
            {translate(fieldState.error?.message)}
          </FieldError>
        </RadioGroup>
      )}
    />
  );
}
