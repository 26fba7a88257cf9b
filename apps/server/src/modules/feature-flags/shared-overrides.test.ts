import type { FlagOverride } from '@hearth/domain/ops/flag-override';
import { describe, expect, it } from 'vitest';
import type { FlagOverrides } from './flag-overrides.ts';
import { createSharedOverridesSource, layer } from './shared-overrides.ts';

const staffOverride = (fields: Partial<FlagOverride>): FlagOverride => ({
  scope: 'hearth',
  flagKey: 'fe-webchat',
  enabled: true,
  variables: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
  ...fields,
});

function sourceWith(fileOverrides: FlagOverrides, rows: FlagOverride[][]) {
  let loads = 0;
  const source = createSharedOverridesSource({
    file: { read: async () => fileOverrides },
    loadStaffOverrides: async () => rows[Math.min(loads++, rows.length - 1)] ?? [],
  });
  return { source, loads: () => loads };
}

describe('layer', () => {
  it.each<{ name: string; base: FlagOverrides; top: FlagOverrides; expected: FlagOverrides }>([
    {
      name: 'the top enabled wins',
      base: { hearth: { a: { enabled: false } } },
      top: { hearth: { a: { enabled: true } } },
      expected: { hearth: { a: { enabled: true } } },
    },
    {
      name: 'a top without enabled keeps the base enabled and merges variables',
      base: { hearth: { a: { enabled: true, variables: { x: 1, y: 'b' } } } },
      top: { hearth: { a: { variables: { y: 'top' } } } },
      expected: { hearth: { a: { enabled: true, variables: { x: 1, y: 'top' } } } },
    },
    {
      name: 'scopes and flags the base lacks are added',
      base: { '*': { a: { enabled: true } } },
      top: { silverpine: { b: { enabled: false } } },
      expected: { '*': { a: { enabled: true } }, silverpine: { b: { enabled: false } } },
    },
  ])('$name', ({ base, top, expected }) => {
    expect(layer(base, top)).toEqual(expected);
    expect(base).not.toBe(expected);
  });
});

describe('the shared overrides source', () => {
  it('puts staff overrides over the file', async () => {
    const { source } = sourceWith({ hearth: { 'fe-webchat': { enabled: false } } }, [[staffOverride({})]]);
    expect(await source.read()).toEqual({ hearth: { 'fe-webchat': { enabled: true } } });
  });

  it('reads the database every time while the feed is not live', async () => {
    const { source, loads } = sourceWith({}, [[staffOverride({})]]);
    await source.read();
    await source.read();
    expect(loads()).toBe(2);
  });

  it('keeps what it read while the feed is live, and reads again after a change is announced', async () => {
    const { source, loads } = sourceWith({}, [
      [staffOverride({ enabled: true })],
      [staffOverride({ enabled: false })],
    ]);
    source.channel.onLive(true);
    expect((await source.read()).hearth?.['fe-webchat']?.enabled).toBe(true);
    expect((await source.read()).hearth?.['fe-webchat']?.enabled).toBe(true);
    expect(loads()).toBe(1);
    source.channel.onMessage('hearth/fe-webchat');
    expect((await source.read()).hearth?.['fe-webchat']?.enabled).toBe(false);
    expect(loads()).toBe(2);
  });

  it('does not keep a read that a change overtook while it was in flight', async () => {
    let release: () => void = () => {};
    let loads = 0;
    const source = createSharedOverridesSource({
      file: { read: async () => ({}) },
      loadStaffOverrides: async () => {
        loads += 1;
        if (loads === 1) {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return [staffOverride({ enabled: true })];
        }
        return [staffOverride({ enabled: false })];
      },
    });
    source.channel.onLive(true);
    const stale = source.read();
    source.channel.onMessage('hearth/fe-webchat');
    release();
    expect((await stale).hearth?.['fe-webchat']?.enabled).toBe(true);
    expect((await source.read()).hearth?.['fe-webchat']?.enabled).toBe(false);
  });

  it('forgets what it kept when the feed goes down', async () => {
    const { source, loads } = sourceWith({}, [[staffOverride({})]]);
    source.channel.onLive(true);
    await source.read();
    source.channel.onLive(false);
    await source.read();
    await source.read();
    expect(loads()).toBe(3);
  });
});
