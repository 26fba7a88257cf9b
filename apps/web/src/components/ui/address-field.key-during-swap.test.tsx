import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { AddressChoice, AddressComboboxProps } from './address-combobox.tsx';
import { AddressField } from './address-field.tsx';

// What the browser does while the typeahead is being put in place: the next key lands in the
// field the borrower is typing in, which is still the placeholder's.
const swap = vi.hoisted(() => ({ whileRendering: undefined as (() => void) | undefined }));

vi.mock('./address-combobox.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./address-combobox.tsx')>();
  return {
    ...real,
    AddressCombobox: (props: AddressComboboxProps) => {
      const press = swap.whileRendering;
      swap.whileRendering = undefined;
      press?.();
      return <real.AddressCombobox {...props} />;
    },
  };
});

function typeNatively(field: HTMLInputElement, key: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, field.value + key);
}

function Form({ onValue }: { onValue: (value: AddressChoice) => void }) {
  const [value, setValue] = useState<AddressChoice>({ text: '123 Main St Portlan', parts: null });
  return (
    <AddressField
      label="Property address"
      name="address"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      onBlur={() => undefined}
    />
  );
}

// Its own file: the typeahead's module, once loaded, stays loaded for the file.
describe('AddressField as the typeahead takes the field', { timeout: 20_000 }, () => {
  it('keeps a key pressed while the typeahead replaces the field', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Form onValue={onValue} />);
    const placeholder = screen.getByRole<HTMLInputElement>('combobox', { name: 'Property address' });
    swap.whileRendering = () => typeNatively(placeholder, 'd');

    placeholder.focus();

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Property address' })).not.toBe(placeholder),
    );
    const typeahead = screen.getByRole('combobox', { name: 'Property address' });
    await waitFor(() => expect(typeahead).toHaveValue('123 Main St Portland'));
    expect(onValue).toHaveBeenLastCalledWith({ text: '123 Main St Portland', parts: null });
    expect(typeahead).toHaveFocus();
  });
});
