import { Button } from './button.tsx';

/**
 * Previous and next page buttons around "Page n of m". At the first or last page the button that
 * would leave the pages stays focusable but does nothing (aria-disabled): the one just pressed to
 * get there keeps the focus, where a disabled one would drop it on the page's body.
 */
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
      <PagerButton to={page - 1} pages={pages} onPage={onPage}>
        Previous page
      </PagerButton>
      <span className="whitespace-nowrap">
        Page {page} of {pages}
      </span>
      <PagerButton to={page + 1} pages={pages} onPage={onPage}>
        Next page
      </PagerButton>
    </nav>
  );
}

function PagerButton({
  to,
  pages,
  onPage,
  children,
}: {
  to: number;
  pages: number;
  onPage: (page: number) => void;
  children: string;
}) {
  const outside = to < 1 || to > pages;
  return (
    <Button
      variant="secondary"
      aria-disabled={outside || undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      onPress={outside ? undefined : () => onPage(to)}
    >
      {children}
    </Button>
  );
}
