import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { isFederalHoliday, listFederalHolidays } from './us-federal-holidays.ts';

describe('listFederalHolidays', () => {
  it('2024: legal dates, none moved', () => {
    expect(listFederalHolidays(2024).map((holiday) => [holiday.date, holiday.observed])).toEqual([
      ['2024-01-01', '2024-01-01'],
      ['2024-01-15', '2024-01-15'],
      ['2024-02-19', '2024-02-19'],
      ['2024-05-27', '2024-05-27'],
      ['2024-06-19', '2024-06-19'],
      ['2024-07-04', '2024-07-04'],
      ['2024-09-02', '2024-09-02'],
      ['2024-10-14', '2024-10-14'],
      ['2024-11-11', '2024-11-11'],
      ['2024-11-28', '2024-11-28'],
      ['2024-12-25', '2024-12-25'],
    ]);
  });

  it('2021: Saturday holidays observed Friday, Sunday holidays Monday', () => {
    const observed = Object.fromEntries(
      listFederalHolidays(2021).map((holiday) => [holiday.date, holiday.observed]),
    );
    expect(observed).toMatchObject({
      '2021-06-19': '2021-06-18',
      '2021-07-04': '2021-07-05',
      '2021-12-25': '2021-12-24',
      '2021-05-31': '2021-05-31',
    });
  });

  it('2025 floating holidays', () => {
    const dates = listFederalHolidays(2025).map((holiday) => holiday.date);
    expect(dates).toEqual(
      expect.arrayContaining([
        '2025-01-20',
        '2025-02-17',
        '2025-05-26',
        '2025-09-01',
        '2025-10-13',
        '2025-11-27',
      ]),
    );
  });

  it('Juneteenth only from 2021', () => {
    expect(listFederalHolidays(2020)).toHaveLength(10);
    expect(listFederalHolidays(2021)).toHaveLength(11);
  });
});

describe('isFederalHoliday', () => {
  it.each([
    ['2024-07-04', true],
    ['2024-07-05', false],
    ['2020-07-03', true],
    ['2021-12-31', true],
    ['2022-01-01', true],
    ['2022-12-26', true],
    ['2020-06-19', false],
    ['2024-11-29', false],
  ])('%s → %s', (date, expected) => {
    expect(isFederalHoliday(date)).toBe(expected);
  });
});

describe('the federal holiday table against date-holidays', () => {
  // date-holidays' US public and bank holidays (its observed Veterans Day is a "bank" one) are the
  // 5 U.S.C. 6103(a) days with their observed dates: an independent source for our table, which
  // ships to the browser (the rescission countdown) where date-holidays would weigh ~150 kB gzip.
  it('agrees on every legal and observed date, 1996 to 2100', () => {
    const library = new Holidays('US', { types: ['public', 'bank'] });
    const theirs = new Set<string>();
    const ours = new Set<string>();
    for (let year = 1995; year <= 2101; year += 1) {
      for (const holiday of library.getHolidays(year)) {
        theirs.add(holiday.date.slice(0, 10));
      }
      for (const holiday of listFederalHolidays(year)) {
        ours.add(holiday.date).add(holiday.observed);
      }
    }
    const within = (dates: Set<string>) =>
      [...dates].filter((date) => date >= '1996-01-01' && date <= '2100-12-31').sort();
    expect(within(ours)).toEqual(within(theirs));
  });
});
