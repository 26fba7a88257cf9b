import { z } from 'zod';

export const ADDRESS_SEARCH_PROVIDERS = ['sandbox'] as const;

const zProviderEnv = z.object({
  ADDRESS_SEARCH_PROVIDER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(ADDRESS_SEARCH_PROVIDERS, { message: `must be one of ${ADDRESS_SEARCH_PROVIDERS.join(', ')}` })
      .default('sandbox'),
  ),
});

export interface ProviderConfig {
  addressSearch: (typeof ADDRESS_SEARCH_PROVIDERS)[number];
}

/**
 * Which implementation serves each external capability. Only the sandbox exists today; a vendor
 * is added as another enum value. A bad value stops start-up, naming the variable.
 */
export function loadProviderConfig(env: Record<string, string | undefined> = process.env): ProviderConfig {
  const parsed = zProviderEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue?.path[0] ?? 'provider')}: ${issue?.message ?? 'invalid'}`);
  }
  return { addressSearch: parsed.data.ADDRESS_SEARCH_PROVIDER };
}
