import type { Condition } from '@hearth/domain/conditions/condition-dto';
import { describe, expect, it } from 'vitest';
import { toShownConditions } from './shown-conditions.ts';

function condition(uuid: string, categoryEnum: string, created: string): Condition {
  return {
    uuid,
    categoryEnum: categoryEnum as Condition['categoryEnum'],
    created,
    notes: uuid,
    commentsToBorrower: '',
    requestDocuments: [],
    actionNeeded: true,
    xtraData: { numDocsRequired: 1 },
  };
}

describe('CND-005/006 the conditions a page shows', () => {
  it('keeps the 12 shown categories only, oldest first', () => {
    const shown = toShownConditions([
      condition('b', 'GENERIC_DOCUMENT_REQUEST', '2026-03-02T10:00:00Z'),
      condition('x', 'INTERNAL_AUDIT', '2026-03-01T09:00:00Z'),
      condition('a', 'MISSING_PHONE_NUMBER', '2026-03-01T10:00:00Z'),
    ]);
    expect(shown.map((item) => item.uuid)).toEqual(['a', 'b']);
  });
});
