import { endpointPath } from '@hearth/domain/api/endpoint';
import { operatingHoursApi } from '@hearth/domain/api/org-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrgTestApp, type OrgTestApp } from '../org/org-test-app.ts';
import { findOrg } from '../org/registry/index.ts';

const hoursPath = (department: string) => endpointPath(operatingHoursApi.hours, { department });
let now = new Date('2025-03-12T17:00:00Z');
let t: OrgTestApp;
beforeAll(async () => {
  t = await buildOrgTestApp({ now: () => now });
});
afterAll(() => t.close());

const get = (url: string, org = 'silverpine') =>
  t.app.inject({ method: 'GET', url, headers: { 'x-org': org } });

describe('operating hours routes', () => {
  it('answers the week of the x-org org for a department (API-042)', async () => {
    const response = await get(hoursPath('OPS_PHONE'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      department: 'OPS_PHONE',
      timeZone: 'America/Los_Angeles',
      days: findOrg('silverpine')?.companyInfo.supportHours,
    });
  });

  it('adds readable lines with display=true', async () => {
    const response = await get(`${hoursPath('OPS_CHAT')}?display=true`);
    expect(response.json().display).toEqual([
      'Monday – Friday: 7:00 AM – 4:00 PM PT',
      'Saturday – Sunday: Closed',
    ]);
  });

  it('refuses an unknown department', async () => {
    const response = await get(hoursPath('OPS_FAX'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveLength(1);
  });

  it.each([
    // silverpine: weekdays 07:00–16:00 Pacific, weekends closed
    ['2025-03-12T17:00:00Z', 'silverpine', true, null, '2025-03-12T23:00:00.000Z'],
    ['2025-03-12T13:59:00Z', 'silverpine', false, '2025-03-12T14:00:00.000Z', null],
    ['2025-01-15T14:30:00Z', 'silverpine', false, '2025-01-15T15:00:00.000Z', null],
    ['2025-03-14T23:00:00Z', 'silverpine', false, '2025-03-17T14:00:00.000Z', null],
    // hearth: weekdays until 20:00 Pacific — Wednesday 19:00 PDT is Thursday in UTC
    ['2025-03-13T02:00:00Z', 'hearth', true, '2025-03-13T12:00:00.000Z', '2025-03-13T03:00:00.000Z'],
  ])('openStatus at %s for %s: open %s', async (at, org, isOpen, opensAt, closesAt) => {
    now = new Date(at);
    const response = await get(endpointPath(operatingHoursApi.openStatus, { department: 'OPS_CHAT' }), org);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      department: 'OPS_CHAT',
      isOpen,
      now: now.toISOString(),
      closesAt,
    });
    if (opensAt) {
      expect(response.json().opensAt).toBe(opensAt);
    }
  });

  it('answers the next seven dated days with /week (API-043)', async () => {
    now = new Date('2025-03-15T18:00:00Z');
    const response = await get(endpointPath(operatingHoursApi.week, { department: 'OPS_CHAT' }));
    const days = response.json().days as { date: string; weekday: string; isOpen: boolean }[];
    expect(days.map((day) => day.date)).toEqual([
      '2025-03-15',
      '2025-03-16',
      '2025-03-17',
      '2025-03-18',
      '2025-03-19',
      '2025-03-20',
      '2025-03-21',
    ]);
    expect(days.slice(0, 3).map((day) => [day.weekday, day.isOpen])).toEqual([
      ['SATURDAY', false],
      ['SUNDAY', false],
      ['MONDAY', true],
    ]);
  });
});
