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

/** Times (HH:mm) still on offer for a day, given the day and minutes-of-day now in Bogotá. */
export function deliveryTimes(day: string, today: string, nowMinutes: number): string[] {
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
