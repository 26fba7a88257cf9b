import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from './banner.tsx';
import { Button } from './button.tsx';
import { Loader } from './loader.tsx';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch' | 'isFetching'>;
  /** What is loading, read to screen readers. */
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}

/** A page's data states: a loader while pending, the error with a retry, then the content. */
export function QueryState<T>({ query, loadingLabel, children }: QueryStateProps<T>) {
  const { t } = useTranslation('journey-ui');
  if (query.isPending) {
    return <Loader isLoading label={loadingLabel} />;
  }
  if (query.error || query.data === undefined) {
    return (
      <Banner
        tone="error"
        announce
        title={t('load.failed')}
        action={
          <Button
            variant="secondary"
            size="sm"
            isPending={query.isFetching}
            onPress={() => void query.refetch()}
          >
            {t('load.retry')}
          </Button>
        }
      >
        {query.error?.message}
      </Banner>
    );
  }
  return <>{children(query.data)}</>;
}
