import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroller } from './table-scroller.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TableScroller', () => {
  it('names its scrolling region apart from the section of the same name around it', () => {
    // A table wider than its box, as on a phone.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    render(
      <section aria-labelledby="staff-heading">
        <h2 id="staff-heading">Staff members</h2>
        <TableScroller label="Staff members">
          <table>
            <tbody>
              <tr>
                <td>ops@hearth.test</td>
              </tr>
            </tbody>
          </table>
        </TableScroller>
      </section>,
    );
    expect(screen.getAllByRole('region')).toHaveLength(2);
    // One region of each name: landmarks a screen reader lists apart.
    expect(screen.getByRole('region', { name: 'Staff members' }).tagName).toBe('SECTION');
    expect(screen.getByRole('region', { name: 'Staff members, scrolls sideways' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });
});
