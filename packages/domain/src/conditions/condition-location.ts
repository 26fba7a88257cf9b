import type { ConditionCategory } from '../enums/condition-category.ts';

/**
 * CND-002/003, SGN-004/005: the page that answers a condition. A missing phone number has its own
 * page (borrowers only), an identity condition opens the identity page; everything else asks for
 * documents on the default upload page.
 */
export type ConditionLocation = 'phone-number' | 'identity' | 'upload-document';

const LOCATIONS: Partial<Record<ConditionCategory, ConditionLocation>> = {
  MISSING_PHONE_NUMBER: 'phone-number',
  ID_VERIFICATION_FAILURE: 'identity',
  IDENTITY_DOCUMENT_FRAUD_REVIEW: 'identity',
};

export function getConditionLocation(category: ConditionCategory): ConditionLocation {
  return LOCATIONS[category] ?? 'upload-document';
}

/** CND-007: documents asked for — 1 unless the condition says how many (xtraData.numDocsRequired). */
export function getRequestedDocumentCount(condition: { xtraData?: { numDocsRequired?: number } }): number {
  const count = condition.xtraData?.numDocsRequired;
  return count !== undefined && count > 0 ? count : 1;
}

export interface ConditionLinkInput {
  uuid: string;
  categoryEnum: ConditionCategory;
  requestDocuments: readonly string[];
}

/** SGN-006 (and the borrower's upload page): the query a condition link carries. */
export function buildConditionQuery(condition: ConditionLinkInput): string {
  const query = {
    conditionUuid: condition.uuid,
    conditionType: condition.requestDocuments[0] ?? 'SUPPORT',
    conditionEnum: condition.categoryEnum,
  };
  return Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * The page that answers a condition: `/account/heloc/{uuid}/conditions/{location}?…` for the
 * borrower (identity → the identity page, CND-003), `/heloc-signer/conditions/{location}?…` for an
 * additional signer (upload-document or identity; they have no phone page, SGN-005).
 */
export function getConditionHref(
  area: 'borrower' | 'signer',
  applicationUuid: string,
  condition: ConditionLinkInput,
): string {
  const location = getConditionLocation(condition.categoryEnum);
  const query = buildConditionQuery(condition);
  if (area === 'signer') {
    return `/heloc-signer/conditions/${location === 'identity' ? 'identity' : 'upload-document'}?${query}`;
  }
  if (location === 'identity') {
    return `/account/heloc/${applicationUuid}/identity`;
  }
  return `/account/heloc/${applicationUuid}/conditions/${location}?${query}`;
}
