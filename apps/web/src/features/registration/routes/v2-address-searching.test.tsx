import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPEAHEAD_DEBOUNCE_MS } from '../../../components/ui/address-combobox.tsx';
import { renderRegister, TYPEAHEAD_ITEMS } from '../test/render-register.tsx';

const V2 = '/account/heloc/register-v2';
const TYPEAHEAD = 'GET /service-property/external/api/v1/address-typeahead';

/** The typeahead answers only when the test lets it: the "still searching" window stays open. */
function holdTypeahead() {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release: () => release(),
    handlers: {
      [TYPEAHEAD]: async () => {
        await answered;
        return { body: { items: TYPEAHEAD_ITEMS } };
      },
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, 'jest');
});

describe('VAL-035/036: the address typeahead while it is searching', { timeout: 20_000 }, () => {
  it('says it is searching, never "no matching addresses", until the look-up answers', async () => {
    const typeahead = holdTypeahead();
    const user = userEvent.setup({ delay: null });
    renderRegister(V2, { handlers: typeahead.handlers });
    // The first character loads the typeahead (too short to be looked up).
    await user.type(await screen.findByRole('combobox', { name: 'Property address' }), '1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Property address' })).toHaveFocus());
    // Typing stops inside the pause before the look-up, and the look-up then takes its time.
    // Testing Library drains its updates with setTimeout and advances fake clocks it knows as jest's.
    Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await user.keyboard('23 main');
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveTextContent('Searching…');
    expect(listbox).not.toHaveTextContent('No matching addresses');
    await act(async () => {
      vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS);
    });
    expect(screen.getByRole('listbox')).toHaveTextContent('Searching…');
    vi.useRealTimers();
    Reflect.deleteProperty(globalThis, 'jest');
    typeahead.release();
    expect(await screen.findByRole('option', { name: '123 Main St, Sacramento, CA 95814' })).toBeVisible();
  });

  it('keeps what was typed when Enter comes before the suggestions, and asks for a choice from the list', async () => {
    const typeahead = holdTypeahead();
    const user = userEvent.setup();
    const { location } = renderRegister(V2, { handlers: typeahead.handlers });
    await user.type(await screen.findByRole('combobox', { name: 'Property address' }), '1');
    const input = () => screen.getByRole('combobox', { name: 'Property address' });
    await waitFor(() => expect(input()).toHaveFocus());
    await user.keyboard('23 main');
    await screen.findByText('Searching…');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input()).toHaveValue('123 main');
    await user.click(screen.getByRole('radio', { name: 'Primary residence' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // A plausible address not chosen from the list is not called invalid: the borrower is told to choose.
    await waitFor(() =>
      expect(input()).toHaveAccessibleDescription(
        expect.stringContaining('Please select your address from the list'),
      ),
    );
    expect(screen.queryByText('Please enter a valid property address')).not.toBeInTheDocument();
    expect(location()).toBe(V2);
    typeahead.release();
    await user.click(input());
    await user.keyboard('{End} ');
    await user.click(await screen.findByRole('option', { name: '123 Main St, Sacramento, CA 95814' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Is the property for sale?' });
  });
});
