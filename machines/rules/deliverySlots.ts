/**
 * Delivery slots the address form offers. Not in the spec: the chain's house
 * rules, named here so the form and the server agree.
 */
export const DELIVERY_OPENING_MINUTES = 11 * 60; // 11:00
export const DELIVERY_CLOSING_MINUTES = 21 * 60; // last slot 21:00
export const DELIVERY_SLOT_MINUTES = 30;
/** The kitchen needs this long before the first slot it can promise today. */
export const DELIVERY_LEAD_MINUTES = 45;
/** Days ahead a customer can schedule, today included. */
export const DELIVERY_DAYS_AHEAD = 3;

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** YYYY-MM-DD plus n calendar days (dates as UTC days, so no DST surprises). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/**
 * Times (HH:mm) still possible for a day (YYYY-MM-DD), given today and the
 * minutes-of-day now in Bogotá: none for a past day, the slots at least
 * DELIVERY_LEAD_MINUTES away today, every slot of a later day.
 */
export function deliveryTimes(day: string, today: string, nowMinutes: number): string[] {
  if (day < today) return [];
  const earliest = day === today ? nowMinutes + DELIVERY_LEAD_MINUTES : DELIVERY_OPENING_MINUTES;
  const times: string[] = [];
  for (let t = DELIVERY_OPENING_MINUTES; t <= DELIVERY_CLOSING_MINUTES; t += DELIVERY_SLOT_MINUTES) {
    if (t >= earliest) times.push(hhmm(t));
  }
  return times;
}

/** Days on offer: today while it still has a slot, then the following days. */
export function deliveryDays(today: string, nowMinutes: number): string[] {
  const days: string[] = [];
  for (let i = 0; i < DELIVERY_DAYS_AHEAD; i++) {
    const day = addDays(today, i);
    if (deliveryTimes(day, today, nowMinutes).length > 0) days.push(day);
  }
  return days;
}

/** Minutes since midnight in Bogotá (UTC−5 all year) at an instant. */
export function bogotaMinutesOfDay(epochMs: number): number {
  const d = new Date(epochMs - 5 * 60 * 60 * 1000);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** The calendar day (YYYY-MM-DD) in Bogotá (UTC−5 all year) at an instant. */
export function bogotaDayOf(epochMs: number): string {
  return new Date(epochMs - 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * What the slot form offers at an instant: the days that still have a slot, the
 * chosen day (the wanted one while still offered, else the first), that day's
 * times still possible, and the chosen time (the wanted one while still
 * possible, else the first). A chosen day and time are always a possible slot.
 */
export interface SlotOffer {
  days: string[];
  day: string | null;
  times: string[];
  time: string | null;
}

export function slotOffer(nowMs: number, wanted: { day?: string | null; time?: string | null } = {}): SlotOffer {
  const today = bogotaDayOf(nowMs);
  const minutes = bogotaMinutesOfDay(nowMs);
  const days = deliveryDays(today, minutes);
  const day = wanted.day && days.includes(wanted.day) ? wanted.day : (days[0] ?? null);
  const times = day === null ? [] : deliveryTimes(day, today, minutes);
  const time = wanted.time && times.includes(wanted.time) ? wanted.time : (times[0] ?? null);
  return { days, day, times, time };
}

/** Which part of a slot is no longer possible at an instant: the day, the time, or nothing (null). */
export function slotProblem(day: string | null, time: string | null, nowMs: number): 'day' | 'time' | null {
  const today = bogotaDayOf(nowMs);
  const minutes = bogotaMinutesOfDay(nowMs);
  if (!day || !deliveryDays(today, minutes).includes(day)) return 'day';
  if (!time || !deliveryTimes(day, today, minutes).includes(time)) return 'time';
  return null;
}

/** A delivery day and time the kitchen can still meet (the form's and the server's rule). */
export function isSlotPossible(day: string | null, time: string | null, nowMs: number): boolean {
  return slotProblem(day, time, nowMs) === null;
}
