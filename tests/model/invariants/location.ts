import assert from 'node:assert/strict';
import type { LocationSnapshot } from '../../../machines/location';
import { addDays, bogotaDayOf, bogotaMinutesOfDay, DELIVERY_DAYS_AHEAD, deliveryTimes } from '../../../machines/rules/deliverySlots';
import { defineInvariants } from '../invariantTypes';

/** The slot rule, recomputed from the house rule itself (rules/deliverySlots.ts `deliveryTimes`), not from the machine. */
const stillPossible = (s: LocationSnapshot, day: string | null, time: string | null): boolean => {
  const now = s.context.now();
  const today = bogotaDayOf(now);
  return day !== null && time !== null && day < addDays(today, DELIVERY_DAYS_AHEAD) && deliveryTimes(day, today, bogotaMinutesOfDay(now)).includes(time);
};

export default defineInvariants<LocationSnapshot>({
  assigningGeneric: (s) => assert.equal(s.context.salesPoint, null, 'no sales point until the generic one is assigned'),
  ready: (s) => {
    assert.ok(s.context.salesPoint, 'ready always has a sales point');
    assert.notEqual(s.context.selectedAt, null, 'and its selection date');
  },
  'ready.idle': (s) => assert.equal(s.context.chosenCity, null),
  'ready.selectingCity': (s) => {
    assert.ok(s.context.chosenCity, 'the offered spelling of the chosen city');
    assert.ok(s.context.cities.includes(s.context.chosenCity));
  },
  '*': (s, { event, previous }) => {
    const now = s.context.now();
    const today = bogotaDayOf(now);
    const minutes = bogotaMinutesOfDay(now);
    const form = s.context.slotForm;
    for (const day of form.days) {
      assert.ok(deliveryTimes(day, today, minutes).length > 0, `the day list skips a day with no hour left (${day} offered at ${today} ${minutes} min)`);
    }
    assert.ok(form.days.every((day) => day >= today), 'no past day is offered');
    if (form.day !== null) {
      assert.deepEqual(form.times, deliveryTimes(form.day, today, minutes), `the hours offered are only those still possible for ${form.day}`);
      assert.ok(stillPossible(s, form.day, form.time), `the preselected slot ${form.day} ${form.time} is still possible (the form accepts its own defaults)`);
      assert.equal(form.day, form.days.includes(form.day) ? form.day : null, 'the chosen day is one offered');
    }
    if (event?.type === 'location.slotDayChosen' && form.days.includes(event.day as string)) {
      assert.equal(form.day, event.day, 'changing the day shows that day');
      assert.ok(form.time !== null && form.times.includes(form.time), 'changing the day updates the hours');
    }
    if (event?.type === 'location.addressConfirmed' && previous) {
      const e = event as unknown as { deliveryDate: string | null; deliveryTime: string | null };
      if (stillPossible(s, e.deliveryDate, e.deliveryTime)) {
        assert.equal(s.context.deliveryDate, e.deliveryDate, 'a possible slot is stored');
        assert.equal(s.context.deliveryTime, e.deliveryTime, 'a possible slot is stored');
        assert.equal(s.context.slotError, null);
      } else {
        const before = previous.context as LocationSnapshot['context'];
        assert.deepEqual([s.context.deliveryDate, s.context.deliveryTime], [before.deliveryDate, before.deliveryTime], 'a slot already gone is refused, nothing stored');
        assert.ok(s.context.slotError, "and the form says why ('Elige la fecha de entrega.' / 'Elige la hora de entrega.')");
      }
    }
  },
});
