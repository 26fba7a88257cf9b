import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render.tsx';
import { FilteredList, type ListPage } from './filtered-list.tsx';

interface Fruit {
  id: string;
  name: string;
}

const column = createColumnHelper<Fruit>();
const COLUMNS = [column.accessor('name', { header: 'Name' })];
const PAGE_SIZE = 2;

/** A list whose server holds `total` fruit and answers each page as the ops API does. */
function FruitList({ total, page, onPage }: { total: number; page: number; onPage: (page: number) => void }) {
  const query = useQuery({
    queryKey: ['fruit', total, page],
    queryFn: async (): Promise<ListPage<Fruit>> => {
      const first = (page - 1) * PAGE_SIZE;
      const count = Math.max(0, Math.min(PAGE_SIZE, total - first));
      const items = Array.from({ length: count }, (_, index) => ({
        id: String(first + index),
        name: `Fruit ${first + index + 1}`,
      }));
      return { items, page, pageSize: PAGE_SIZE, total };
    },
  });
  return (
    <FilteredList
      filters={<p>The filters</p>}
      tools={<p>The tools</p>}
      query={query}
      noun="Fruit"
      noneMatch="No fruit matches."
      table={{ caption: 'Fruit', columns: COLUMNS, rowId: (fruit) => fruit.id, empty: 'No fruit here.' }}
      pager={{ label: 'Fruit pages', page, pageSize: PAGE_SIZE, onPage }}
    />
  );
}

const CASES = [
  {
    total: 0,
    page: 1,
    status: 'No fruit matches.',
    cells: ['No fruit here.'],
    pages: 'Page 1 of 1',
    previous: false,
    next: false,
  },
  {
    total: 5,
    page: 1,
    status: 'Fruit 1–2 of 5, newest first.',
    cells: ['Fruit 1', 'Fruit 2'],
    pages: 'Page 1 of 3',
    previous: false,
    next: true,
  },
  {
    total: 5,
    page: 3,
    status: 'Fruit 5–5 of 5, newest first.',
    cells: ['Fruit 5'],
    pages: 'Page 3 of 3',
    previous: true,
    next: false,
  },
];

describe('FilteredList', () => {
  it.each(CASES)(
    'page $page of $total rows: says which rows show, lists them, and pages where there is a page',
    async ({ total, page, status, cells, pages, previous, next }) => {
      renderPage(<FruitList total={total} page={page} onPage={() => {}} />);
      expect(await screen.findByText(status)).toHaveAttribute('role', 'status');
      expect(screen.getByText('The filters')).toBeVisible();
      expect(screen.getByText('The tools')).toBeVisible();
      const table = screen.getByRole('table', { name: 'Fruit' });
      expect(
        within(table)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(cells);
      const pager = screen.getByRole('navigation', { name: 'Fruit pages' });
      expect(pager).toHaveTextContent(pages);
      const isInert = (name: string) => within(pager).getByRole('button', { name }).ariaDisabled === 'true';
      expect([isInert('Previous page'), isInert('Next page')]).toEqual([!previous, !next]);
    },
  );

  it('asks for the page before or after the one shown', async () => {
    const onPage = vi.fn();
    const user = userEvent.setup();
    renderPage(<FruitList total={6} page={2} onPage={onPage} />);
    await screen.findByRole('cell', { name: 'Fruit 3' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(onPage.mock.calls).toEqual([[3], [1]]));
  });

  it('keeps the focus on a button that has no page to go to, and does nothing', async () => {
    const onPage = vi.fn();
    const user = userEvent.setup();
    renderPage(<FruitList total={6} page={3} onPage={onPage} />);
    await screen.findByRole('cell', { name: 'Fruit 5' });
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    await user.keyboard('{Enter}');
    expect(next).toHaveFocus();
    expect(onPage).not.toHaveBeenCalled();
  });
});
