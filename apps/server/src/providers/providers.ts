import type { BankVerificationProvider } from './bank-verification-provider.ts';
import type {
  ENotaryProvider,
  FundingProvider,
  RecordingProvider,
  TitleProvider,
  ValuationProvider,
} from './closing-vendor-providers.ts';
import type { CreditBureauProvider } from './credit-bureau-provider.ts';
import type { IdentityVerificationProvider } from './identity-verification-provider.ts';
import type { IncomeProvider } from './income-provider.ts';
import type { LienProvider } from './lien-provider.ts';
import type { PropertyDataProvider } from './property-data-provider.ts';

/** Every third party the lifecycle calls, one implementation each (createProviders). */
export interface Providers {
  creditBureau: CreditBureauProvider;
  propertyData: PropertyDataProvider;
  liens: LienProvider;
  valuation: ValuationProvider;
  income: IncomeProvider;
  bankVerification: BankVerificationProvider;
  identityVerification: IdentityVerificationProvider;
  eNotary: ENotaryProvider;
  title: TitleProvider;
  recording: RecordingProvider;
  funding: FundingProvider;
}
