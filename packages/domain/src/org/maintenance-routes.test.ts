import { describe, expect, it } from 'vitest';
import { isRouteUnderMaintenance } from './maintenance-routes.ts';

describe('isRouteUnderMaintenance', () => {
  it.each([
    [['/account/heloc/register'], '/account/heloc/register', true],
    [['/account/heloc/register'], '/account/heloc/register/', true],
    [['/account/heloc/register/'], '/account/heloc/register', true],
    [['/account/heloc/register'], '/account/heloc/register-v2', false],
    [['/account/heloc/register*'], '/account/heloc/register-v2/birthdate', true],
    [['/account/heloc/*'], '/dashboard', false],
    [[], '/account/heloc', false],
  ])('%j covers %s: %s', (routes, path, expected) => {
    expect(isRouteUnderMaintenance(routes, path)).toBe(expected);
  });
});
