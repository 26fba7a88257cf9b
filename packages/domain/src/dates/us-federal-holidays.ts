import {
  addCalendarDays,
  findLastWeekday,
  findNthWeekday,
  getWeekday,
  makeIsoDate,
} from './calendar-date.ts';

const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;
const SUNDAY = 0;

export interface FederalHoliday {
  name: string;
  /** The legal date, yyyy-MM-dd. */
  date: string;
  /** The day federal offices close: a Saturday holiday moves to Friday, a Sunday one to Monday. */
  observed: string;
}

function observe(date: string): string {
  const weekday = getWeekday(date);
  if (weekday === SATURDAY) {
    return addCalendarDays(date, -1);
  }
  return weekday === SUNDAY ? addCalendarDays(date, 1) : date;
}

/** The legal public holidays of 5 U.S.C. 6103(a) for `year` (Juneteenth from 2021). */
export function listFederalHolidays(year: number): FederalHoliday[] {
  const holidays: [string, string][] = [
    ["New Year's Day", makeIsoDate(year, 1, 1)],
    ['Birthday of Martin Luther King, Jr.', findNthWeekday(year, 1, MONDAY, 3)],
    ["Washington's Birthday", findNthWeekday(year, 2, MONDAY, 3)],
    ['Memorial Day', findLastWeekday(year, 5, MONDAY)],
    ...(year >= 2021
      ? [['Juneteenth National Independence Day', makeIsoDate(year, 6, 19)] as [string, string]]
      : []),
    ['Independence Day', makeIsoDate(year, 7, 4)],
    ['Labor Day', findNthWeekday(year, 9, MONDAY, 1)],
    ['Columbus Day', findNthWeekday(year, 10, MONDAY, 2)],
    ['Veterans Day', makeIsoDate(year, 11, 11)],
    ['Thanksgiving Day', findNthWeekday(year, 11, THURSDAY, 4)],
    ['Christmas Day', makeIsoDate(year, 12, 25)],
  ];
  return holidays.map(([name, date]) => ({ name, date, observed: observe(date) }));
}

const holidayDates = new Map<number, ReadonlySet<string>>();

/** Every legal and observed date of `year`'s holidays (kept: a period spans few years). */
function holidayDatesOf(year: number): ReadonlySet<string> {
  let dates = holidayDates.get(year);
  if (!dates) {
    dates = new Set(listFederalHolidays(year).flatMap((holiday) => [holiday.date, holiday.observed]));
    holidayDates.set(year, dates);
  }
  return dates;
}

/**
 * True on a holiday's legal date and on its observed date. Checks the next year too, because
 * New Year's Day on a Saturday is observed on December 31.
 */
export function isFederalHoliday(isoDate: string): boolean {
  const year = Number(isoDate.slice(0, 4));
  return holidayDatesOf(year).has(isoDate) || holidayDatesOf(year + 1).has(isoDate);
}
