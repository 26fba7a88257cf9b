import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { AddressField } from './address-field.tsx';
import { FormField } from './form-field.tsx';

export interface FormAddressFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** A field holding an `AddressChoice`: the text typed, and the address once chosen from the list. */
  name: FieldPath<Values>;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

/**
 * The address typeahead bound to a react-hook-form field: the schema's message shows at the field
 * (translated through the `common.validation` catalogue), aria validation leaves it to the form,
 * and a failed submit focuses it. The typeahead's code loads when the borrower reaches for the
 * field (`address-field.tsx`), so it stays off the page's first paint.
 */
export function FormAddressField<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormAddressFieldProps<Values>) {
  return (
    <FormField control={control} name={name} render={(bound) => <AddressField {...props} {...bound} />} />
  );
}
