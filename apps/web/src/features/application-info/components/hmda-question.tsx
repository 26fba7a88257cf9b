import {
  HMDA_NOT_PROVIDED,
  HMDA_TEXT_FIELDS,
  type HmdaBodyInput,
  type HmdaGroup,
  type HmdaTextField,
  type HmdaQuestion as Question,
} from '@hearth/domain/journey/hmda';
import type { Ref } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { type Control, Controller, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useValidationMessage } from '../../../lib/validation-message.ts';
import { applyHmdaChange, findClosedTextFields } from '../lib/hmda-answers.ts';

function Box({
  value,
  inputRef,
  nested = false,
}: {
  value: string;
  inputRef?: Ref<HTMLInputElement>;
  nested?: boolean;
}) {
  const { t } = useTranslation('application-info');
  return (
    <Checkbox
      value={value}
      inputRef={inputRef}
      className={`group flex cursor-pointer items-start gap-3 ${nested ? 'ml-8' : ''}`}
    >
      {({ isSelected }) => (
        <>
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2"
          >
            {isSelected ? '✓' : ''}
          </span>
          <span>{t(`hmda.answers.${value}`)}</span>
        </>
      )}
    </Checkbox>
  );
}

function textFieldOf(answer: string): HmdaTextField | undefined {
  return (Object.keys(HMDA_TEXT_FIELDS) as HmdaTextField[]).find(
    (field) => HMDA_TEXT_FIELDS[field].answer === answer,
  );
}

export interface HmdaQuestionProps {
  question: Question;
  groups: readonly HmdaGroup[];
  control: Control<HmdaBodyInput>;
  setValue: UseFormSetValue<HmdaBodyInput>;
}

/**
 * One HMDA question: its groups with their sub-groups indented, the description box under the
 * answer that opens it, and the exclusive 'I do not wish to provide this information' last.
 */
export function HmdaQuestion({ question, groups, control, setValue }: HmdaQuestionProps) {
  const { t } = useTranslation('application-info');
  const translate = useValidationMessage();
  const describe = (answer: string, answers: readonly string[]) => {
    const field = textFieldOf(answer);
    return field && answers.includes(answer) ? (
      <div className="ml-8">
        <FormTextField control={control} name={field} label={t(`hmda.text.${field}`)} maxLength={100} />
      </div>
    ) : null;
  };
  return (
    <Controller
      control={control}
      name={question}
      render={({ field, fieldState }) => {
        const answers = field.value ?? [];
        return (
          <CheckboxGroup
            value={answers}
            onChange={(next) => {
              const changed = applyHmdaChange(question, answers, next);
              for (const closed of findClosedTextFields(question, changed)) {
                setValue(closed, '');
              }
              field.onChange(changed);
            }}
            onBlur={field.onBlur}
            isInvalid={Boolean(fieldState.error)}
            validationBehavior="aria"
            className="flex flex-col gap-2 rounded-lg border border-line p-4"
          >
            <Label className="font-semibold">{t(`hmda.questions.${question}`)}</Label>
            {groups.map((group, index) => (
              <div key={group.value} className="flex flex-col gap-2">
                <Box value={group.value} inputRef={index === 0 ? field.ref : undefined} />
                {describe(group.value, answers)}
                {group.subgroups.map((subgroup) => (
                  <div key={subgroup} className="flex flex-col gap-2">
                    <Box value={subgroup} nested />
                    {describe(subgroup, answers)}
                  </div>
                ))}
              </div>
            ))}
            <Box value={HMDA_NOT_PROVIDED} />
            <FieldError className="text-sm font-medium text-red-700">
              {translate(fieldState.error?.message)}
            </FieldError>
          </CheckboxGroup>
        );
      }}
    />
  );
}
