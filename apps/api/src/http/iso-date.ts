/** 0000-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z: four-digit years. */
const FIRST_MS = -62_167_219_200_000;
const LAST_MS = 253_402_300_799_999;
const DAY_MS = 86_400_000;

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const three = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);
const four = (n: number) => (n < 1000 ? `0${three(n)}` : `${n}`);

/**
 * `date.toISOString()`, the same text, in arithmetic: V8's own goes through the runtime and costs
 * about 0.3 µs (0.5 µs as `toJSON`), and a page of twelve events carries 36 dates. Days to a
 * civil date by Howard Hinnant's `civil_from_days`. Years outside 0000-9999 (which ISO writes
 * with six digits) and invalid dates are left to V8.
 */
export function isoString(date: Date): string {
  const ms = date.getTime();
  if (!(ms >= FIRST_MS && ms <= LAST_MS)) return date.toISOString();
  const days = Math.floor(ms / DAY_MS);
  let rest = ms - days * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  // Counted from 0000-03-01, so a leap day ends its year; eras are 400 years of 146,097 days.
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${four(year)}-${two(month)}-${two(day)}T${two(hours)}:${two(minutes)}:${two(seconds)}.${three(millis)}Z`;
}
