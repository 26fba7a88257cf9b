import { z } from 'zod';

export const ADDRESS_SEARCH_PROVIDERS = ['sandbox'] as const;
/** The implementations a lifecycle provider may use; a vendor adapter adds its name here. */
export const LIFECYCLE_PROVIDER_IMPLEMENTATIONS = ['sandbox'] as const;
export type LifecycleProviderImplementation = (typeof LIFECYCLE_PROVIDER_IMPLEMENTATIONS)[number];

/** Environment variable per lifecycle provider (key of `Providers`). */
export const LIFECYCLE_PROVIDER_ENV = {
  creditBureau: 'CREDIT_BUREAU_PROVIDER',
  propertyData: 'PROPERTY_DATA_PROVIDER',
  liens: 'LIEN_PROVIDER',
  valuation: 'VALUATION_PROVIDER',
  income: 'INCOME_PROVIDER',
  bankVerification: 'BANK_VERIFICATION_PROVIDER',
  identityVerification: 'IDENTITY_VERIFICATION_PROVIDER',
  eNotary: 'E_NOTARY_PROVIDER',
  title: 'TITLE_PROVIDER',
  recording: 'RECORDING_PROVIDER',
  funding: 'FUNDING_PROVIDER',
} as const;
export type LifecycleProviderKey = keyof typeof LIFECYCLE_PROVIDER_ENV;

function zChoice<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, { message: `must be one of ${values.join(', ')}` }).default(values[0]),
  );
}

const zProviderEnv = z.object({
  ADDRESS_SEARCH_PROVIDER: zChoice(ADDRESS_SEARCH_PROVIDERS),
  ...Object.fromEntries(
    Object.values(LIFECYCLE_PROVIDER_ENV).map((name) => [name, zChoice(LIFECYCLE_PROVIDER_IMPLEMENTATIONS)]),
  ),
});

export interface ProviderConfig {
  addressSearch: (typeof ADDRESS_SEARCH_PROVIDERS)[number];
  lifecycle: Record<LifecycleProviderKey, LifecycleProviderImplementation>;
}

/**
 * Which implementation serves each external capability. Only the sandbox exists today; a vendor
 * is added as another enum value. A bad value stops start-up, naming the variable.
 */
export function loadProviderConfig(env: Record<string, string | undefined>): ProviderConfig {
  const parsed = zProviderEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue?.path[0] ?? 'provider')}: ${issue?.message ?? 'invalid'}`);
  }
  const values = parsed.data as Record<string, string>;
  const lifecycle = Object.fromEntries(
    Object.entries(LIFECYCLE_PROVIDER_ENV).map(([key, name]) => [key, values[name]]),
  ) as ProviderConfig['lifecycle'];
  return { addressSearch: parsed.data.ADDRESS_SEARCH_PROVIDER, lifecycle };
}
