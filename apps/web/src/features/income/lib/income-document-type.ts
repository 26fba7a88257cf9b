import { INCOME_DOCUMENT_TYPES, type IncomeDocumentType } from '@hearth/domain/journey/income';

/** The `upload/{type}` of the route (PRG-095 uses MANUAL_PAYSTUB) → the ENM-015 document type sent. */
const ALIASES: Readonly<Record<string, IncomeDocumentType>> = {
  MANUAL_PAYSTUB: 'USER_UPLOADED_PAYSTUB',
  PAYSTUB: 'USER_UPLOADED_PAYSTUB',
  TAX: 'TAX_RETURN',
  W2: 'W2',
};

/** Only the income document types the server takes on this call; anything else is a supporting document. */
export function toIncomeDocumentType(routeType: string): IncomeDocumentType {
  const upper = routeType.toUpperCase();
  if ((INCOME_DOCUMENT_TYPES as readonly string[]).includes(upper)) {
    return upper as IncomeDocumentType;
  }
  return ALIASES[upper] ?? 'SUPPORT';
}
