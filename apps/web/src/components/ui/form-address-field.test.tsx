import { addressSearchApi } from '@hearth/domain/api/address-search-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { useForm } from 'react-hook-form';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render.tsx';
import type { AddressChoice } from './address-combobox.tsx';
import { FormAddressField } from './form-address-field.tsx';

const MESSAGE = 'Please choose the address from the list';
const zForm = z.object({
  address: z.custom<AddressChoice>().refine((value) => value.parts !== null, { error: MESSAGE }),
});
type Form = z.infer<typeof zForm>;

const server = setupServer(
  http.get(endpointPath(addressSearchApi.typeahead), () =>
    HttpResponse.json({
      items: [
        {
          fullAddress: '12 OAK ST, PORTLAND, OR 97201',
          street1: '12 OAK ST',
          city: 'PORTLAND',
          state: 'OR',
          zip: '97201',
        },
      ],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function AddressForm({ onValid }: { onValid: (values: Form) => void }) {
  const { control, handleSubmit } = useForm<Form>({
    resolver: zodResolver(zForm),
    defaultValues: { address: { text: '', parts: null } },
    shouldFocusError: true,
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormAddressField control={control} name="address" label="Home address" description="Start typing" />
      <button type="submit">Continue</button>
    </form>
  );
}

// One test: the typeahead's module, once loaded on intent, stays loaded for the file.
describe('FormAddressField', { timeout: 20_000 }, () => {
  it('shows the message at the field and focuses it, then keeps the address chosen from the list', async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = vi.fn();
    renderWithProviders(<AddressForm onValid={onValid} />);
    // First paint: a plain combobox input; the typeahead's code is not loaded yet.
    expect(screen.getByRole('combobox', { name: 'Home address' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const field = () => screen.getByRole('combobox', { name: 'Home address' });
    await waitFor(() => expect(field()).toHaveFocus());
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(/Please choose the address from the list/);
    expect(onValid).not.toHaveBeenCalled();

    await user.type(field(), '12 oak');
    // The typeahead's module loads on intent and the search waits for typing to pause: allow for both.
    await user.click(
      await screen.findByRole('option', { name: '12 Oak St, Portland, OR 97201' }, { timeout: 5_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      address: {
        text: '12 Oak St, Portland, OR 97201',
        parts: { street1: '12 OAK ST', street2: '', city: 'PORTLAND', state: 'OR', zip: '97201' },
      },
    });
  });
});
