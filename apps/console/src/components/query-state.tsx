import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-error.ts';
import { Alert } from './alert.tsx';

/** Loading, the failure's message, or the data. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return <p role="status">Loading…</p>;
  }
  if (query.isError) {
    return <Alert>{errorMessage(query.error)}</Alert>;
  }
  return <>{children(query.data)}</>;
}
