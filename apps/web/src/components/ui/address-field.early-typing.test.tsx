import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AddressField } from './address-field.tsx';

type EarlyInputWindow = { hearthAwaitsEarlyInput?: (field: Element) => boolean };

// The typeahead's code is ready before the press, as on a fast network: only the wait holds it back.
beforeAll(async () => {
  await import('./address-combobox.tsx');
});

afterEach(() => {
  delete (globalThis as EarlyInputWindow).hearthAwaitsEarlyInput;
});

// Its own file: the typeahead's module, once loaded, stays loaded for the file.
describe('AddressField on a page the server drew', { timeout: 20_000 }, () => {
  it('leaves the field in place until what was typed before the app took over is handed over', async () => {
    let handedOver = false;
    (globalThis as EarlyInputWindow).hearthAwaitsEarlyInput = () => !handedOver;
    renderWithProviders(
      <AddressField
        label="Property address"
        name="address"
        value={{ text: '', parts: null }}
        onChange={vi.fn()}
        onBlur={vi.fn()}
      />,
    );
    const placeholder = screen.getByRole('combobox', { name: 'Property address' });
    await userEvent.setup({ delay: null }).click(placeholder);

    // The typeahead has arrived; the field that holds the early text stays meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('combobox', { name: 'Property address' })).toBe(placeholder);

    handedOver = true;
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Property address' })).not.toBe(placeholder),
    );
    expect(screen.getByRole('combobox', { name: 'Property address' })).toHaveFocus();
  });
});
