import type { LoaderFunctionArgs } from 'react-router';

/** What React Router hands a route's loader for `path` with `params`, for calling a loader alone. */
export function loaderArgs(path: string, params: LoaderFunctionArgs['params']): LoaderFunctionArgs {
  return {
    params,
    request: new Request(`http://localhost${path}`),
    context: undefined,
  } as unknown as LoaderFunctionArgs;
}
