import { isUuid } from '@hearth/domain/ids/uuid';
import { data, type LoaderFunctionArgs } from 'react-router';
import { getHelocApplicationQueryOptions, getServerStepQueryOptions } from '../../lib/heloc-application.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { getJwt } from '../../lib/storage.ts';

/**
 * 000 §2: `{uuid}` is UUID-shaped; any other segment is a page we do not have (404). A signed-in
 * borrower's application and server step are asked for here, as the route matches, so they arrive
 * while the page's code downloads instead of after it renders (the page reads them from the cache).
 */
export function requireApplicationId({ params }: LoaderFunctionArgs) {
  const uuid = params.uuid;
  if (!isUuid(uuid)) {
    throw data(null, { status: 404 });
  }
  if (getJwt() !== null) {
    const queryClient = getQueryClient();
    void queryClient.prefetchQuery(getHelocApplicationQueryOptions(uuid));
    void queryClient.prefetchQuery(getServerStepQueryOptions(uuid));
  }
  return null;
}
