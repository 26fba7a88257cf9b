import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, hasFilters, readView, withFilters, writeView } from './pipeline-filters.ts';

describe('pipeline view in the URL', () => {
  it('reads an empty query as the default view', () => {
    expect(readView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(hasFilters(DEFAULT_VIEW)).toBe(false);
  });

  it('round-trips filters, sorting and the page, leaving defaults out', () => {
    const view = readView(
      new URLSearchParams('q=smith&phase=VERIFICATION_OF_BORROWER&sandbox=true&sort=timeInStep&page=3'),
    );
    expect(view).toMatchObject({
      q: 'smith',
      phase: 'VERIFICATION_OF_BORROWER',
      sandbox: true,
      sort: 'timeInStep',
      order: 'desc',
      page: 3,
    });
    expect(writeView(view).toString()).toBe(
      'q=smith&phase=VERIFICATION_OF_BORROWER&sandbox=true&sort=timeInStep&page=3',
    );
  });

  it('drops what the server would refuse and keeps the rest', () => {
    const view = readView(new URLSearchParams('phase=NOPE&minAgeDays=-4&q=ann&page=0'));
    expect(view).toEqual({ ...DEFAULT_VIEW, q: 'ann' });
  });

  it('goes back to the first page when a filter changes', () => {
    const view = { ...DEFAULT_VIEW, page: 4 };
    expect(withFilters(view, { assignee: 'me' })).toMatchObject({ assignee: 'me', page: 1 });
  });
});
