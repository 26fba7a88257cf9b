import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { listFlagOverrides } from './flag-override.repository.ts';
import { createOverridesSource, FLAG_OVERRIDES_FILE, type OverridesSource } from './flag-overrides.ts';
import { createSharedOverridesSource } from './shared-overrides.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's one view of flag overrides: the flag calls and routes that switch on a flag read it. */
    flagOverrides: OverridesSource;
  }
}

/**
 * `DATA_DIR/feature-flags.json`, and with a database the overrides staff set through the ops API
 * over it (kept honest by the notification feed).
 */
export function createAppOverrides(app: FastifyInstance, dataDir: string): OverridesSource {
  const file = createOverridesSource(join(dataDir, FLAG_OVERRIDES_FILE), app.log);
  if (!app.hasDecorator('db') || !app.hasDecorator('notificationFeed')) {
    return file;
  }
  const shared = createSharedOverridesSource({ file, loadStaffOverrides: () => listFlagOverrides(app.db) });
  app.notificationFeed.listen(shared.channel);
  return shared;
}
