import type { ComponentType, ReactNode, Ref } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { OPTION_CARD_CLASSES } from './option-card-styles.ts';

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

/**
 * The label and small print of a React Aria radio or checkbox group: inside the group, React Aria
 * ties them to it (aria-labelledby, aria-describedby).
 */
export function ChoiceGroupHeading({ label, description }: { label: string; description?: string }) {
  return (
    <>
      <Label className="font-medium">{label}</Label>
      {description ? (
        <Text slot="description" className="text-sm">
          {description}
        </Text>
      ) : null}
    </>
  );
}

/** The group's message; React Aria shows it and references it while the group is invalid. */
export function ChoiceGroupError({ message }: { message: string | undefined }) {
  return <FieldError className="text-sm font-medium text-red-700">{message}</FieldError>;
}

/** React Aria's `Radio` or `Checkbox`: both take a value and render their selected state. */
type ChoiceControl = ComponentType<{
  value: string;
  inputRef?: Ref<HTMLInputElement | null>;
  className: string;
  children: (state: { isSelected: boolean }) => ReactNode;
}>;

export interface ChoiceOptionCardsProps {
  options: readonly ChoiceOption[];
  control: ChoiceControl;
  /** The drawn radio dot or check box, for the option's state. */
  indicator: (isSelected: boolean) => ReactNode;
  /** Given to the first option, so a failed submit can focus the group. */
  inputRef?: Ref<HTMLInputElement | null>;
}

/** A group's options as cards: the indicator, then the label and its description. */
export function ChoiceOptionCards({
  options,
  control: Control,
  indicator,
  inputRef,
}: ChoiceOptionCardsProps) {
  return options.map((option, index) => (
    <Control
      key={option.value}
      value={option.value}
      inputRef={index === 0 ? inputRef : undefined}
      className={`flex items-center gap-3 ${OPTION_CARD_CLASSES}`}
    >
      {({ isSelected }) => (
        <>
          {indicator(isSelected)}
          <span className="flex flex-col">
            <span>{option.label}</span>
            {option.description ? <span className="text-sm">{option.description}</span> : null}
          </span>
        </>
      )}
    </Control>
  ));
}
