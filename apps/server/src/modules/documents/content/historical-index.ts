/**
 * Reg Z 1026.40(d)(12)(xi): a 15-year history of the index. The Wall Street Journal Prime Rate in
 * effect on the first business day of January of each year, in percent.
 */
export const PRIME_RATE_HISTORY: ReadonlyArray<{ year: number; rate: number }> = [
  { year: 2011, rate: 3.25 },
  { year: 2012, rate: 3.25 },
  { year: 2013, rate: 3.25 },
  { year: 2014, rate: 3.25 },
  { year: 2015, rate: 3.25 },
  { year: 2016, rate: 3.5 },
  { year: 2017, rate: 3.75 },
  { year: 2018, rate: 4.5 },
  { year: 2019, rate: 5.5 },
  { year: 2020, rate: 4.75 },
  { year: 2021, rate: 3.25 },
  { year: 2022, rate: 3.25 },
  { year: 2023, rate: 7.5 },
  { year: 2024, rate: 8.5 },
  { year: 2025, rate: 7.5 },
];

/** Prime in effect when the history ends: the index value a disclosure uses when the offer has none. */
export const CURRENT_PRIME_RATE = 7.5;

/** Every historical example is computed on this balance (1026.40(d)(12)(xi)). */
export const EXAMPLE_BALANCE = 10_000;
