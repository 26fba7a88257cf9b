import { describe, expect, it } from 'vitest';
import { getContrastRatio, parseHexColour } from './contrast.ts';

describe('getContrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(getContrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(getContrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  it.each(['red', '#fff', '#12345g', ''])('rejects %j', (value) => {
    expect(() => parseHexColour(value)).toThrow('Expected a #rrggbb colour');
  });
});
