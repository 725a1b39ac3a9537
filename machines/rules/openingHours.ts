/**
 * Opening hours of a store (pick-up in store). Not in the spec: the chain's
 * house rule, shared by the store list (storeChoice machine) and the order call,
 * so the screen and the server agree on 'Abierto' / 'Cerrado ahora' and on
 * which pick-up slots a store can take, and by the delivery slot form (rules/deliverySlots.ts:
 * only hours at which the store that delivers is open). Times are America/Bogotá (UTC−5 all
 * year, no daylight saving); the Bogotá calendar helpers live here so that the delivery slots
 * can depend on the opening hours without a cycle.
 */

/** One opening of a weekday: dia 0 = domingo … 6 = sábado; abre < cierra, HH:mm, same day (no overnight). */
export interface OpeningHours {
  dia: number;
  abre: string;
  cierra: string;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const BOGOTA_OFFSET_MS = 5 * 60 * MINUTE_MS;
/** A week is the longest a store can stay closed and still have a next opening. */
const WEEK_DAYS = 7;

/** YYYY-MM-DD plus n calendar days (dates as UTC days, so no DST surprises). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Minutes since midnight in Bogotá (UTC−5 all year) at an instant. */
export function bogotaMinutesOfDay(epochMs: number): number {
  const d = new Date(epochMs - BOGOTA_OFFSET_MS);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** The calendar day (YYYY-MM-DD) in Bogotá (UTC−5 all year) at an instant. */
export function bogotaDayOf(epochMs: number): string {
  return new Date(epochMs - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'HH:mm' → minutes since midnight ('24:00' is the end of the day); null when malformed. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= DAY_MINUTES ? minutes : null;
}

/** An opening that can be used: a weekday 0–6 and abre before cierra. */
export function isValidOpening(o: OpeningHours): boolean {
  const from = minutesOf(o.abre);
  const to = minutesOf(o.cierra);
  return Number.isInteger(o.dia) && o.dia >= 0 && o.dia <= 6 && from !== null && to !== null && from < to;
}

/** The weekday (0 = domingo) of a calendar day YYYY-MM-DD. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The openings of a calendar day (YYYY-MM-DD), earliest first; malformed ones are ignored. */
export function openingsOn(hours: readonly OpeningHours[], day: string): OpeningHours[] {
  const weekday = weekdayOf(day);
  return hours.filter((o) => o.dia === weekday && isValidOpening(o)).sort((a, b) => minutesOf(a.abre)! - minutesOf(b.abre)!);
}

/** Whether the store is open at an instant: some opening of that Bogotá weekday has abre ≤ now < cierra. */
export function isOpenAt(hours: readonly OpeningHours[], epochMs: number): boolean {
  const minutes = bogotaMinutesOfDay(epochMs);
  return openingsOn(hours, bogotaDayOf(epochMs)).some((o) => minutesOf(o.abre)! <= minutes && minutes < minutesOf(o.cierra)!);
}

/** The instant (epoch ms) of a Bogotá day YYYY-MM-DD at a number of minutes after its midnight. */
export function bogotaInstant(day: string, minutes: number): number {
  return Date.parse(`${day}T00:00:00Z`) + BOGOTA_OFFSET_MS + minutes * MINUTE_MS;
}

/** The instant of a slot (day YYYY-MM-DD, time HH:mm, Bogotá); null when either is malformed. */
export function slotInstant(day: string, time: string): number | null {
  const minutes = minutesOf(time);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || minutes === null || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return null;
  return bogotaInstant(day, minutes);
}

/** Whether a slot (pick-up, or a delivery's hour) falls while the store is open. */
export function isOpenAtSlot(hours: readonly OpeningHours[], day: string, time: string): boolean {
  const instant = slotInstant(day, time);
  return instant !== null && isOpenAt(hours, instant);
}

/**
 * The next instant, from `epochMs` on, at which the store is open: `epochMs` itself
 * while it is open, else the start of its next opening within a week; null when
 * it never opens.
 */
export function nextOpening(hours: readonly OpeningHours[], epochMs: number): number | null {
  if (isOpenAt(hours, epochMs)) return epochMs;
  const today = bogotaDayOf(epochMs);
  for (let i = 0; i <= WEEK_DAYS; i++) {
    const day = addDays(today, i);
    for (const o of openingsOn(hours, day)) {
      const opens = bogotaInstant(day, minutesOf(o.abre)!);
      if (opens > epochMs) return opens;
    }
  }
  return null;
}

/** What the store list shows at an instant: open or not, today's hours, and when it opens next (epoch ms). */
export interface StoreStatus {
  open: boolean;
  today: OpeningHours[];
  nextOpening: number | null;
}

export function storeStatus(hours: readonly OpeningHours[], epochMs: number): StoreStatus {
  return {
    open: isOpenAt(hours, epochMs),
    today: openingsOn(hours, bogotaDayOf(epochMs)),
    nextOpening: nextOpening(hours, epochMs),
  };
}

/** Today's hours as the list shows them: '10:00 – 22:00', several joined by ', '; '' when closed all day. */
export function hoursText(openings: readonly OpeningHours[]): string {
  return openings.map((o) => `${o.abre} – ${o.cierra}`).join(', ');
}
