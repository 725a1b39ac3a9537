import assert from 'node:assert/strict';
import {
  selectAddressBookError,
  selectAddressChoice,
  selectAddresses,
  selectAddressForm,
  selectAddressToDelete,
  selectChoosableIds,
  selectChosenAddress,
  selectDefaultingAddress,
  selectIsChangingAddresses,
  selectIsChoosable,
  selectIsDeletingAddress,
  selectIsLoadingAddresses,
  type AddressBookInput,
  type AddressBookSnapshot,
} from '../../../machines/addressBook';
import { isAddressInCity } from '../../../machines/rules/addressBook';
import type { SavedAddress } from '../../../machines/schemas';
import { defineInvariants } from '../invariantTypes';

export default defineInvariants<AddressBookSnapshot>({
  '*': (s, { event, previous }) => {
    assert.equal(selectAddressBookError(s) !== null, s.matches('failed'), "'Reintentar' only when the list could not be read");
    assert.equal(selectAddresses(s) !== null, s.matches('ready'), 'the list once read, also while it is read again');
    assert.equal(
      selectAddressForm(s) !== null,
      s.matches({ ready: 'editing' }) || s.matches({ ready: 'saving' }),
      'the address dialog',
    );
    assert.equal(
      selectAddressToDelete(s) !== null,
      s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' }),
      'the delete dialog',
    );
    assert.equal(selectIsDeletingAddress(s), s.matches({ ready: 'deleting' }));
    assert.equal(
      selectDefaultingAddress(s),
      s.matches({ ready: 'settingDefault' }) ? (s.context as AddressBookSnapshot['context']).target?.id : null,
      'the spinner on the address being made the default',
    );
    assert.equal(selectIsLoadingAddresses(s), s.matches('loading'), 'the spinner while the list is read');
    const changing = s.matches({ ready: 'saving' }) || s.matches({ ready: 'deleting' }) || s.matches({ ready: 'settingDefault' });
    assert.equal(selectIsChangingAddresses(s), changing, 'the buttons wait while a change is on its way');
    const form = selectAddressForm(s);
    if (form) {
      const target = (s.context as AddressBookSnapshot['context']).target;
      assert.equal(form.busy, s.matches({ ready: 'saving' }), "'Guardar' busy while saving");
      assert.equal(form.address, target, 'the dialog edits the address asked for (null: a new one)');
      assert.equal(form.initial.alias, target?.alias ?? '', 'the dialog starts from what was saved');
    }
    // The page reads the chosen address in every state (null until the list is read).
    if (!s.matches('ready')) assert.equal(selectChosenAddress(s), null);
    const city = (s.context as AddressBookInput).city;
    const list = selectAddresses(s) ?? [];
    const choice = selectAddressChoice(s);
    assert.equal(choice === null, !s.matches('ready'), 'an address is chosen for the order once the list is read');
    for (const address of list)
      assert.equal(selectIsChoosable(s, address), isAddressInCity(address, city), 'only an address of the city takes the order');
    assert.deepEqual(
      selectChoosableIds(s),
      list.filter((address) => isAddressInCity(address, city)).map((address) => address.id),
      'the list marks choosable exactly the addresses of the city',
    );
    if (s.matches({ ready: 'idle' })) {
      // Settled: the choice is an address of the list and of the city, or a typed one.
      if (typeof choice === 'number') {
        const chosen = list.find((a) => a.id === choice);
        assert.ok(chosen && isAddressInCity(chosen, city), `the chosen address ${choice} is listed and of ${city}`);
        assert.equal(selectChosenAddress(s)?.segmentoCompleto, chosen.segmentoCompleto);
        assert.equal(selectChosenAddress(s)?.barrio, chosen.barrio, 'the barrio travels with the address');
      } else {
        assert.equal(selectChosenAddress(s), null);
      }
    }
    if (event?.type === 'xstate.done.actor.0.addressBook.loading' || (previous?.matches('loading') && s.matches('ready'))) {
      const usable = list.filter((a) => isAddressInCity(a, city));
      const expected = (usable.find((a) => a.predeterminada) ?? usable[0])?.id ?? 'typed';
      assert.equal(choice, expected, "the city's default is preselected (else its newest, else a typed address)");
    }
    if (event?.type === 'addressBook.addressChosen' && previous?.matches('ready')) {
      const id = (event as unknown as { id: number }).id;
      const address = (previous.context as AddressBookSnapshot['context']).addresses?.find((a) => a.id === id);
      assert.equal(
        choice === id,
        address !== undefined && isAddressInCity(address, city),
        'an address of another city cannot be chosen',
      );
    }
    if (event?.type === 'addressBook.typedAddressChosen' && previous?.matches('ready')) assert.equal(choice, 'typed');
    if (previous?.matches({ ready: 'saving' }) && s.matches({ ready: 'reloading' })) {
      const saved = (event as unknown as { output: SavedAddress }).output;
      const before = (previous.context as AddressBookSnapshot['context']).addresses ?? [];
      assert.deepEqual(
        list.map((a) => a.id).sort(),
        [...new Set([...before.map((a) => a.id), saved.id])].sort(),
        'the saved address is in the list at once, once, beside the others',
      );
      if (saved.predeterminada) {
        assert.equal(list[0]?.id, saved.id, 'a new default address heads the list');
        assert.deepEqual(
          list.filter((a) => a.predeterminada).map((a) => a.id),
          [saved.id],
          'and is the only default',
        );
      } else assert.equal(list.at(-1)?.id, saved.id, 'another saved address goes last');
    }
  },
});
