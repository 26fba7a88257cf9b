import { isUuid } from '@hearth/domain/ids/uuid';
import type { DefaultError, EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient } from './query-client.ts';
import { getServerRenderContext } from './render-context.ts';
import { getJwt } from './storage.ts';

/**
 * What route loaders use to declare a page's data (decision 016): the loaders fill the query cache
 * of this render (the request's on the server, the browser's otherwise) before the page renders,
 * and the page reads it with `useQuery` as before, so its first render already has it.
 */

type LoadableQuery<TQueryFnData, TQueryKey extends QueryKey> = EnsureQueryDataOptions<
  TQueryFnData,
  DefaultError,
  TQueryFnData,
  TQueryKey
>;

/**
 * The query's data, from the cache or fetched; undefined when the call failed. A failure is the
 * page's to show, as it always was: the query keeps its error and the page renders it (the server
 * renderer declines such a page, and the browser renders it instead).
 */
export async function loadQuery<TQueryFnData, TQueryKey extends QueryKey>(
  options: LoadableQuery<TQueryFnData, TQueryKey>,
): Promise<TQueryFnData | undefined> {
  try {
    return await getQueryClient().ensureQueryData(options);
  } catch {
    return undefined;
  }
}

/**
 * Data a page shows as it arrives (a poll, a part beside the page's content): the browser starts it
 * and opens the page at once, as before; the server, which renders a page exactly once, waits for it.
 */
export async function startQuery<TQueryFnData, TQueryKey extends QueryKey>(
  options: LoadableQuery<TQueryFnData, TQueryKey>,
): Promise<void> {
  const loading = loadQuery(options);
  if (getServerRenderContext()) {
    await loading;
  }
}

/**
 * The loader of a page under `/account/heloc/{uuid}`: `load` gets the application's uuid when
 * someone is signed in. Only a well-formed uuid: the parent route answers 404 for any other, but
 * React Router runs a match's loaders side by side, so this one cannot wait for that answer.
 */
export function applicationPageLoader(load: (uuid: string) => Promise<unknown>) {
  return async ({ params }: LoaderFunctionArgs): Promise<null> => {
    if (isUuid(params.uuid) && getJwt() !== null) {
      await load(params.uuid);
    }
    return null;
  };
}

/** The loader of a signed-in page outside an application (the dashboard, the signer's area). */
export function signedInPageLoader(load: () => Promise<unknown>) {
  return async (): Promise<null> => {
    if (getJwt() !== null) {
      await load();
    }
    return null;
  };
}
