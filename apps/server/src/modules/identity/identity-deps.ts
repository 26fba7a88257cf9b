import type { Db } from '../../db/client.ts';
import type { RevocationCache } from './revocation-cache.ts';
import type { TokenService } from './token.service.ts';

/** What the identity services need; routes build it from the app (`app.db`, `app.tokens`). */
export interface IdentityDeps {
  db: Db;
  tokens: TokenService;
  /** Told of a logout as soon as it commits; absent in services that never revoke. */
  revocations?: RevocationCache;
}
