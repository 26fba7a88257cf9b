import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, readFilters } from './audit-filters.ts';

describe('readFilters', () => {
  it('leaves blank fields out and turns local date-times into instants', () => {
    const { filters, errors } = readFilters({
      ...EMPTY_FILTERS,
      action: ' staff.invited ',
      from: '2026-11-01T09:00',
    });
    expect(errors).toEqual({});
    expect(filters.action).toBe('staff.invited');
    expect(filters.from).toBe(new Date('2026-11-01T09:00').toISOString());
    expect(filters).not.toHaveProperty('actorUuid');
  });

  it("gives the API's own messages at the fields", () => {
    const { errors } = readFilters({
      ...EMPTY_FILTERS,
      action: 'Invited!',
      actorUuid: 'not-a-uuid',
      from: '2026-11-02T09:00',
      to: '2026-11-01T09:00',
    });
    expect(errors).toEqual({
      action: 'action must look like area.event',
      actorUuid: 'actorUuid must be a uuid',
      from: 'from must not be after to',
    });
  });

  it('refuses a year the log cannot hold at its field, before asking the API', () => {
    const { errors } = readFilters({ ...EMPTY_FILTERS, from: '0001-01-01T00:00', to: '2026-11-01T09:00' });
    expect(errors).toEqual({ from: 'from must be an ISO date-time from 1900 on' });
  });
});
