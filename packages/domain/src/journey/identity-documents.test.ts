import { describe, expect, it } from 'vitest';
import { ID_TYPES, type IdType } from '../enums/id-type.ts';
import { collectMessages } from '../validation/test-helpers.ts';
import {
  findIdSideProblems,
  ID_DOCUMENT_SIDES,
  IDENTITY_MESSAGES,
  needsBack,
  zIdentityDocumentFields,
} from './identity-documents.ts';

describe('APP-010 identity document sides', () => {
  it.each<[IdType, string, string | null]>([
    ['DRIVERS_LICENSE', 'DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK'],
    ['PASSPORT', 'PASSPORT_FRONT', null],
    ['STATE_ID_CARD', 'ID_CARD_FRONT', 'ID_CARD_BACK'],
    ['PERMANENT_RESIDENT_CARD', 'PERMANENT_RESIDENT_FRONT', 'PERMANENT_RESIDENT_BACK'],
  ])('%s is stored as %s and %s', (idType, front, back) => {
    expect(ID_DOCUMENT_SIDES[idType]).toEqual({ front, back });
    expect(needsBack(idType)).toBe(back !== null);
  });

  it('covers every ENM-013 type, and no type needs a back before one is chosen', () => {
    expect(Object.keys(ID_DOCUMENT_SIDES).sort()).toEqual([...ID_TYPES].sort());
    expect(needsBack('')).toBe(false);
  });

  it.each<[IdType, { front: boolean; back: boolean }, string[]]>([
    ['DRIVERS_LICENSE', { front: true, back: true }, []],
    ['DRIVERS_LICENSE', { front: true, back: false }, [IDENTITY_MESSAGES.back]],
    ['STATE_ID_CARD', { front: false, back: true }, [IDENTITY_MESSAGES.front]],
    ['PASSPORT', { front: true, back: false }, []],
    ['PASSPORT', { front: true, back: true }, [IDENTITY_MESSAGES.noBack]],
    ['PASSPORT', { front: false, back: false }, [IDENTITY_MESSAGES.front]],
  ])('%s with %o → %o', (idType, sides, problems) => {
    expect(findIdSideProblems(idType, sides)).toEqual(problems);
  });

  it.each<[unknown, string[]]>([
    ['PASSPORT', []],
    ['LIBRARY_CARD', [IDENTITY_MESSAGES.idType]],
    [undefined, [IDENTITY_MESSAGES.idType]],
  ])('idType %s', (idType, messages) => {
    expect(collectMessages(zIdentityDocumentFields, { idType })).toEqual(messages);
  });
});
