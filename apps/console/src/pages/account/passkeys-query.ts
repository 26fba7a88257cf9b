import { passkeyApi } from '@hearth/domain/api/passkey-api';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export const passkeysQuery = queryOptions({
  queryKey: ['ops', 'me', 'passkeys'],
  queryFn: ({ signal }) => callEndpoint(passkeyApi.list, {}, { signal }),
});
