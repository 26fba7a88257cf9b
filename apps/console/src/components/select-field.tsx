import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  type SelectProps,
  SelectValue,
} from 'react-aria-components';

export interface SelectFieldProps<Value extends string>
  extends Omit<
    SelectProps<{ id: Value }>,
    'children' | 'selectedKey' | 'onSelectionChange' | 'onChange' | 'value' | 'isInvalid'
  > {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value | null;
  onChange: (value: Value) => void;
  error?: string | undefined;
}

/** A labelled React Aria select: a button that opens a list box, by keyboard or pointer. */
export function SelectField<Value extends string>({
  label,
  options,
  value,
  onChange,
  error,
  ...props
}: SelectFieldProps<Value>) {
  return (
    <Select
      {...props}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key as Value)}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <Label className="font-medium">{label}</Label>
      <Button className="flex items-center justify-between gap-2 rounded border border-line bg-white px-3 py-2 text-left focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldError className="text-sm font-medium text-danger">{error}</FieldError>
      <Popover className="min-w-(--trigger-width) rounded border border-line bg-white shadow-lg">
        <ListBox className="max-h-72 overflow-auto p-1">
          {options.map((option) => (
            <ListBoxItem
              key={option.value}
              id={option.value}
              className="cursor-default rounded px-3 py-2 outline-none data-[focused]:bg-raised data-[selected]:font-semibold"
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
