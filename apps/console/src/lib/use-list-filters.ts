import { useState } from 'react';

/** A list's filters and the page shown: new filters start again at the first page. */
export function useListFilters<Filters>(initial: Filters) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const applyFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  return { filters, page, setPage, applyFilters };
}
