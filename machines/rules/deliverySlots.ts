/**
 * Delivery slots the address form offers. Not in the spec: the chain's house
 * rules, named here so the form and the server agree. When the store that will
 * deliver is known, its opening hours (rules/openingHours.ts) narrow them: only
 * hours at which it is open are offered (the order call refuses a
 * delivery from a store closed at its hour).
 */
import { addDays, bogotaDayOf, bogotaMinutesOfDay, isOpenAtSlot, type OpeningHours } from './openingHours';

export { addDays, bogotaDayOf, bogotaMinutesOfDay };

export const DELIVERY_OPENING_MINUTES = 11 * 60; // 11:00
export const DELIVERY_CLOSING_MINUTES = 21 * 60; // last slot 21:00
export const DELIVERY_SLOT_MINUTES = 30;
/** The kitchen needs this long before the first slot it can promise today. */
export const DELIVERY_LEAD_MINUTES = 45;
/** Days ahead a customer can schedule, today included. */
export const DELIVERY_DAYS_AHEAD = 3;

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * The opening hours of the store that will deliver, when known. Absent (undefined): no store
 * is known yet (the generic sales point prices the menu but delivers nothing; the city's store
 * is found when the address is confirmed), so only the house hours apply. An empty list is a
 * store that never opens: nothing is offered.
 */
export type DeliveringHours = readonly OpeningHours[] | undefined;

/**
 * Times (HH:mm) still possible for a day (YYYY-MM-DD), given today and the
 * minutes-of-day now in Bogotá: none for a past day, the slots at least
 * DELIVERY_LEAD_MINUTES away today, every slot of a later day; with the
 * delivering store's hours, only those at which it is open.
 */
export function deliveryTimes(day: string, today: string, nowMinutes: number, hours?: DeliveringHours): string[] {
  if (day < today) return [];
  const earliest = day === today ? nowMinutes + DELIVERY_LEAD_MINUTES : DELIVERY_OPENING_MINUTES;
  const times: string[] = [];
  for (let t = DELIVERY_OPENING_MINUTES; t <= DELIVERY_CLOSING_MINUTES; t += DELIVERY_SLOT_MINUTES) {
    if (t >= earliest && (hours === undefined || isOpenAtSlot(hours, day, hhmm(t)))) times.push(hhmm(t));
  }
  return times;
}

/** Days on offer: today while it still has a slot, then the following days (each with a slot the store is open for). */
export function deliveryDays(today: string, nowMinutes: number, hours?: DeliveringHours): string[] {
  const days: string[] = [];
  for (let i = 0; i < DELIVERY_DAYS_AHEAD; i++) {
    const day = addDays(today, i);
    if (deliveryTimes(day, today, nowMinutes, hours).length > 0) days.push(day);
  }
  return days;
}

/**
 * What the slot form offers at an instant: the days that still have a slot, the
 * chosen day (the wanted one while still offered, else the first), that day's
 * times still possible, and the chosen time (the wanted one while still
 * possible, else the first). A chosen day and time are always a possible slot.
 * With the delivering store's hours, only slots at which it is open are offered.
 */
export interface SlotOffer {
  days: string[];
  day: string | null;
  times: string[];
  time: string | null;
}

export function slotOffer(
  nowMs: number,
  wanted: { day?: string | null; time?: string | null } = {},
  hours?: DeliveringHours,
): SlotOffer {
  const today = bogotaDayOf(nowMs);
  const minutes = bogotaMinutesOfDay(nowMs);
  const days = deliveryDays(today, minutes, hours);
  const day = wanted.day && days.includes(wanted.day) ? wanted.day : (days[0] ?? null);
  const times = day === null ? [] : deliveryTimes(day, today, minutes, hours);
  const time = wanted.time && times.includes(wanted.time) ? wanted.time : (times[0] ?? null);
  return { days, day, times, time };
}

/**
 * Which part of a slot is no longer possible at an instant: the day, the time, or nothing (null).
 * With the delivering store's hours, a day it does not open (within the offer) or an hour it is
 * closed counts as not possible too: exactly what `slotOffer` leaves out.
 */
export function slotProblem(
  day: string | null,
  time: string | null,
  nowMs: number,
  hours?: DeliveringHours,
): 'day' | 'time' | null {
  const today = bogotaDayOf(nowMs);
  const minutes = bogotaMinutesOfDay(nowMs);
  if (!day || !deliveryDays(today, minutes, hours).includes(day)) return 'day';
  if (!time || !deliveryTimes(day, today, minutes, hours).includes(time)) return 'time';
  return null;
}

/** A delivery day and time the kitchen can still meet (the form's and the server's rule), at a store open then when its hours are given. */
export function isSlotPossible(day: string | null, time: string | null, nowMs: number, hours?: DeliveringHours): boolean {
  return slotProblem(day, time, nowMs, hours) === null;
}
