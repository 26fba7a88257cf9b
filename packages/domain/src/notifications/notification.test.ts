import { describe, expect, it } from 'vitest';
import {
  getVisibleNotifications,
  type NotificationStatus,
  selectShownNotifications,
} from './notification.ts';

function make(pattern: string): { id: number; status: NotificationStatus }[] {
  return [...pattern].map((flag, id) => ({ id, status: flag === 'U' ? 'UNREAD' : 'READ' }));
}

describe('CND-010 which notifications are shown', () => {
  it.each<[string, string, number[]]>([
    ['none', '', []],
    ['all read: all of them', 'RRRRRRRRRR', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['some unread: only the unread', 'RURUR', [1, 3]],
    ['more than 8 unread: the first 8', 'UUUUUUUUUUR', [0, 1, 2, 3, 4, 5, 6, 7]],
    ['exactly 8 unread', 'RUUUUUUUUR', [1, 2, 3, 4, 5, 6, 7, 8]],
  ])('%s', (_case, pattern, ids) => {
    expect(selectShownNotifications(make(pattern)).map((item) => item.id)).toEqual(ids);
  });
});

describe('CND-011/012 collapsed to 3, View All when there are more', () => {
  it.each<[number, boolean, number, boolean]>([
    [0, false, 0, false],
    [3, false, 3, false],
    [4, false, 3, true],
    [4, true, 4, true],
    [8, false, 3, true],
  ])('%i shown, expanded %s: %i visible, toggle %s', (count, expanded, visible, canToggle) => {
    const result = getVisibleNotifications(
      Array.from({ length: count }, (_, index) => index),
      expanded,
    );
    expect(result.visible).toHaveLength(visible);
    expect(result.canToggle).toBe(canToggle);
  });
});
