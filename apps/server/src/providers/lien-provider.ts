import type { PropertyDetails } from './property-data-provider.ts';

export interface Lien {
  position: number;
  holder: string;
  type: 'MORTGAGE' | 'HELOC' | 'TAX' | 'JUDGMENT';
  balance: number;
  monthlyPayment: number;
  /** OFR-010: MARKED_FOR_PAYOFF when the lien must be paid off from the draw at closing. */
  payOffStatus?: string | null;
}

export interface LienReport {
  liens: Lien[];
  totalBalance: number;
  /** The position our line would take (1 + the liens ahead of it). */
  newLienPosition: number;
  /** The data cannot settle the liens: the borrower confirms them (LIEN_VERIFICATION). */
  needsBorrowerConfirmation: boolean;
  /** Vesting or encumbrances need a title review before offers (PREQUAL_TITLE). */
  titlePrequalReview: boolean;
}

/** Open liens of record on a property. */
export interface LienProvider {
  readonly name: string;
  findLiens(request: { property: PropertyDetails; ownerLastName: string }): Promise<LienReport>;
}
