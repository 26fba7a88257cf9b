import { describe, expect, it } from 'vitest';
import { findNonJsonValue } from './server-render-state.ts';

class Money {
  constructor(readonly cents: number) {}
}

describe('findNonJsonValue: the first value JSON would not carry back as it is', () => {
  it.each([
    ['a plain object of JSON values', { a: 'x', b: [1, true, null], c: { d: -0.5 } }, undefined],
    ['an object without a prototype', Object.assign(Object.create(null), { a: 1 }), undefined],
    ['an undefined property (left out, and read back as undefined)', { a: undefined, b: 1 }, undefined],
    ['an undefined array item (read back as null)', { list: [1, undefined] }, '$.list[1]'],
    ['a Date', { at: new Date(0) }, '$.at'],
    ['a class instance', { fee: new Money(100) }, '$.fee'],
    ['a Map', { byId: new Map() }, '$.byId'],
    ['NaN', { rate: Number.NaN }, '$.rate'],
    ['Infinity', { max: Number.POSITIVE_INFINITY }, '$.max'],
    ['-Infinity', [Number.NEGATIVE_INFINITY], '$[0]'],
    ['a function', { load: () => 1 }, '$.load'],
    ['a bigint', { id: 1n }, '$.id'],
    ['undefined itself', undefined, '$'],
  ])('%s → %s', (_case, value, path) => {
    expect(findNonJsonValue(value)).toBe(path);
  });

  it('names the path of a value deep in the state, and only the first', () => {
    const state = {
      queries: {
        queries: [
          { state: { data: { ok: true } } },
          { state: { data: { seen: [new Date(0), Number.NaN] } } },
        ],
      },
    };
    expect(findNonJsonValue(state)).toBe('$.queries.queries[1].state.data.seen[0]');
  });
});
