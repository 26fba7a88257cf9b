import { type PipelineQuery, type PipelineSort, zPipelineQuery } from '@hearth/domain/ops/pipeline';

/** The pipeline's view as the URL holds it, so a view can be shared by its address. */
export type PipelineView = Omit<PipelineQuery, 'sort' | 'order' | 'page' | 'pageSize'> & {
  sort: PipelineSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export const DEFAULT_VIEW: PipelineView = { sort: 'created', order: 'desc', page: 1, pageSize: 25 };

const FILTER_KEYS = [
  'q',
  'org',
  'step',
  'phase',
  'queue',
  'minAgeDays',
  'maxAgeDays',
  'assignee',
  'sandbox',
] as const;
export type PipelineFilterKey = (typeof FILTER_KEYS)[number];

/**
 * Reads the view from the URL's query: each parameter the server would refuse is dropped (a stale
 * or hand-edited link still opens a pipeline), the rest kept as given.
 */
export function readView(search: URLSearchParams): PipelineView {
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, 'sort', 'order', 'page', 'pageSize']) {
    const value = search.get(key);
    if (value !== null && value !== '') {
      raw[key] = value;
    }
  }
  const whole = zPipelineQuery.safeParse(raw);
  if (whole.success) {
    return whole.data as PipelineView;
  }
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (zPipelineQuery.safeParse({ ...kept, [key]: value }).success) {
      kept[key] = value;
    }
  }
  return zPipelineQuery.parse(kept) as PipelineView;
}

/** The URL query of a view: defaults left out so shared links stay short. */
export function writeView(view: PipelineView): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) {
    if (value === undefined || value === null || value === '') {
      continue;
    }
    if (DEFAULT_VIEW[key as keyof PipelineView] === value) {
      continue;
    }
    params.set(key, String(value));
  }
  return params;
}

/** The same view with some filters changed: back to the first page, since the rows differ. */
export function withFilters(view: PipelineView, changes: Partial<PipelineView>): PipelineView {
  return { ...view, ...changes, page: 1 };
}

/** The query sent to the server for a view. */
export function toQuery(view: PipelineView): Record<string, string | number | boolean | undefined> {
  return { ...view };
}

export function hasFilters(view: PipelineView): boolean {
  return FILTER_KEYS.some((key) => view[key] !== undefined);
}
