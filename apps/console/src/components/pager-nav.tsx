import { Button } from './button.tsx';

/** Previous and next page buttons around "Page n of m". */
export function PagerNav({
  label,
  page,
  pages,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="whitespace-nowrap">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
