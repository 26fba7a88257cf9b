import { describe, expect, it } from 'vitest';
import { zOccupancyField } from './occupancy.ts';
import { collectMessages } from './test-helpers.ts';

describe('VAL-037 zOccupancyField', () => {
  it.each<[unknown, string[]]>([
    ['HOME', []],
    ['SECONDARY', []],
    ['INVESTMENT', []],
    [undefined, ['Please select an occupancy type']],
    ['', ['Please select an occupancy type']],
    ['home', ['Please select an occupancy type']],
    ['RENTAL', ['Please select an occupancy type']],
  ])('%j → %j', (input, messages) => {
    expect(collectMessages(zOccupancyField, input)).toEqual(messages);
  });
});
