import type { PhoneHours } from './ist';

export { hoursInIst, type PhoneHours } from './ist';

/** India has one time zone and no daylight saving: IST is always UTC+05:30. */
export const IST_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MINUTES = 330;

/** The UTC instant of an IST wall-clock time on the IST calendar day that contains `on`. */
function istInstant(clock: string, on: Date): Date {
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  const istNow = new Date(on.getTime() + IST_OFFSET_MINUTES * 60_000);
  const utcMidnightOfIstDay = Date.UTC(istNow.getUTCFullYear(), istNow.getUTCMonth(), istNow.getUTCDate());
  return new Date(utcMidnightOfIstDay + (hour * 60 + minute - IST_OFFSET_MINUTES) * 60_000);
}

/**
 * The same hours in the visitor's time zone on the given day (the offset changes with daylight saving):
 * `{ opens: "05:00", closes: "14:00", zone: "GMT" }` for London in winter. Null when the visitor is on IST
 * already, or the zone is unknown to the browser.
 */
export function hoursInZone(
  hours: Pick<PhoneHours, 'opens' | 'closes'>,
  timeZone: string,
  on: Date = new Date(),
): { opens: string; closes: string; zone: string; dayShift: number } | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
  } catch {
    return null;
  }
  const opens = istInstant(hours.opens, on);
  const closes = istInstant(hours.closes, on);
  if (sameOffset(opens, timeZone)) return null;
  const part = (date: Date, type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((piece) => piece.type === type)?.value ?? '';
  const clock = (date: Date) => `${part(date, 'hour')}:${part(date, 'minute')}`;
  return {
    opens: clock(opens),
    closes: clock(closes),
    zone: part(opens, 'timeZoneName'),
    dayShift: dayShift(opens, timeZone),
  };
}

/** Whether the zone's clock reads the same as IST's at that instant. */
function sameOffset(at: Date, timeZone: string): boolean {
  const read = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    }).format(at);
  return read(timeZone) === read(IST_ZONE);
}

/** -1 when the hours start on the visitor's previous calendar day, 1 on the next, else 0. */
function dayShift(at: Date, timeZone: string): number {
  const day = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const there = day(timeZone);
  const ist = day(IST_ZONE);
  return there === ist ? 0 : there < ist ? -1 : 1;
}

/** "05:00–14:00 GMT", with "(previous day)" or "(next day)" when the visitor's calendar differs. */
export function describeLocalHours(local: NonNullable<ReturnType<typeof hoursInZone>>): string {
  const shift = local.dayShift < 0 ? ' (your previous day)' : local.dayShift > 0 ? ' (your next day)' : '';
  return `${local.opens}–${local.closes} ${local.zone}${shift}`;
}
