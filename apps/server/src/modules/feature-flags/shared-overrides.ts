import type { FlagOverride } from '@hearth/domain/ops/flag-override';
import type { NotificationChannel } from '../../db/notification-feed.ts';
import { FLAG_OVERRIDES_CHANNEL } from './flag-override.repository.ts';
import type { FlagOverrides, OverridesSource } from './flag-overrides.ts';

export interface SharedOverridesSource extends OverridesSource {
  /** Keeps the cached staff overrides honest: register it with the notification feed. */
  channel: NotificationChannel;
}

/**
 * What a flag decision reads: the instance's `feature-flags.json`, with the overrides staff set
 * through the ops API on top (they are the cluster's, in the database). The database's overrides are
 * kept in memory only while the notification feed is live and nothing has changed since they were
 * read; otherwise every read goes to the database.
 */
export function createSharedOverridesSource(deps: {
  file: OverridesSource;
  loadStaffOverrides: () => Promise<FlagOverride[]>;
}): SharedOverridesSource {
  let feedLive = false;
  let version = 0;
  let cached: FlagOverrides | undefined;

  const readStaffOverrides = async (): Promise<FlagOverrides> => {
    if (feedLive && cached) {
      return cached;
    }
    const startedAt = version;
    const loaded = toLayer(await deps.loadStaffOverrides());
    if (feedLive && startedAt === version) {
      cached = loaded;
    }
    return loaded;
  };

  const forget = () => {
    version += 1;
    cached = undefined;
  };

  return {
    async read() {
      const [fromFile, fromStaff] = await Promise.all([deps.file.read(), readStaffOverrides()]);
      return layer(fromFile, fromStaff);
    },
    channel: {
      name: FLAG_OVERRIDES_CHANNEL,
      onMessage: forget,
      onLive: (live) => {
        feedLive = live;
        forget();
      },
    },
  };
}

function toLayer(overrides: FlagOverride[]): FlagOverrides {
  const result: FlagOverrides = {};
  for (const { scope, flagKey, enabled, variables } of overrides) {
    result[scope] ??= {};
    result[scope][flagKey] = {
      ...(enabled === null ? {} : { enabled }),
      ...(variables === null ? {} : { variables }),
    };
  }
  return result;
}

/** `top` wins flag by flag: its `enabled` when set, its variables over the base's. */
export function layer(base: FlagOverrides, top: FlagOverrides): FlagOverrides {
  const result: FlagOverrides = structuredClone(base);
  for (const [scope, flags] of Object.entries(top)) {
    result[scope] ??= {};
    for (const [flagKey, override] of Object.entries(flags)) {
      const under = result[scope][flagKey];
      result[scope][flagKey] = {
        ...under,
        ...(override.enabled === undefined ? {} : { enabled: override.enabled }),
        ...(override.variables ? { variables: { ...under?.variables, ...override.variables } } : {}),
      };
    }
  }
  return result;
}
