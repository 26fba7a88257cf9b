import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRegister } from '../test/render-register.tsx';

// One test per file: the typeahead's module, once loaded, stays loaded for the file's other tests.
describe('the address field loads its typeahead on intent', { timeout: 20_000 }, () => {
  it('VAL-035: an address typed before the typeahead arrived gets its suggestions when it does', async () => {
    renderRegister('/account/heloc/register-v2');
    const placeholder = await screen.findByRole('combobox', { name: 'Property address' });
    expect(placeholder).toHaveAttribute('aria-expanded', 'false');
    // A fast typist: the text is in before the typeahead's code (loaded on intent) is.
    fireEvent.change(placeholder, { target: { value: '123 main' } });
    act(() => placeholder.focus());
    expect(await screen.findByRole('option', { name: '123 Main St, Sacramento, CA 95814' })).toBeVisible();
    const typeahead = screen.getByRole('combobox', { name: 'Property address' });
    expect(typeahead).not.toBe(placeholder);
    expect(typeahead).toHaveValue('123 main');
    await waitFor(() => expect(typeahead).toHaveFocus());
  });
});
