import assert from 'node:assert/strict';
import type { AddressBookInput, AddressBookSnapshot, SaveAddressInput, DeleteAddressInput } from '../../../machines/addressBook';
import { addressBodySchema } from '../../../machines/schemas';
import { identityTexts } from '../../../machines/screenTexts/identity';
import { addressBookTexts } from '../../../machines/screenTexts/addressBook';
import { added, defineEffects } from '../world';

type Ctx = AddressBookSnapshot['context'];

/** Mis Direcciones: every call with the customer's document; a change only when asked (and deleting only once confirmed); each outcome said once. */
export default defineEffects({
  rules: {
    'la lista se pide con el documento del cliente': ({ world, input, before }) => {
      for (const r of added(world.api, before.api).filter((c) => c.call === 'loadAddresses'))
        assert.deepEqual(r.input, { document: (input as AddressBookInput).document });
    },
    'guardar envía lo escrito en el diálogo, revisado; predeterminar solo cambia la marca; eliminar solo tras confirmar': ({
      world,
      input,
      before,
      event,
      previous,
    }) => {
      const { document, city } = input as AddressBookInput;
      const prev = previous?.context as Ctx | undefined;
      for (const r of added(world.api, before.api)) {
        if (r.call === 'saveAddress') {
          const save = r.input as SaveAddressInput;
          assert.equal(save.document, document);
          assert.ok(addressBodySchema.safeParse(save.body).success, 'only a body the server accepts is sent');
          if (event?.type === 'addressBook.formSubmitted') {
            const values = (event as unknown as { values: { alias: string; direccion: string; barrio: string } }).values;
            assert.equal(save.id, prev?.target?.id ?? null, 'PUT of the edited address, POST of a new one');
            assert.equal(save.body.alias, values.alias.trim());
            assert.equal(save.body.barrio, values.barrio.trim(), 'the barrio in its own field');
            assert.ok(save.body.segmentoCompleto.startsWith(values.direccion.trim()), 'the street as typed');
            assert.equal(save.body.ciudad, prev?.target?.ciudad ?? city, 'a new address is of the location city');
            if (prev?.target?.predeterminada)
              assert.equal(save.body.predeterminada, true, 'editing the default keeps it the default');
          } else {
            assert.equal(event?.type, 'addressBook.defaultRequested', 'saved without being asked');
            const id = (event as unknown as { id: number }).id;
            const address = prev?.addresses?.find((a) => a.id === id);
            assert.ok(address && !address.predeterminada, 'only another address becomes the default');
            assert.equal(save.id, id);
            assert.equal(save.body.predeterminada, true);
            assert.deepEqual(
              [save.body.segmentoCompleto, save.body.barrio, save.body.alias],
              [address.segmentoCompleto, address.barrio, address.alias],
              'nothing else changes',
            );
          }
        }
        if (r.call === 'deleteAddress') {
          assert.equal(event?.type, 'addressBook.deleteConfirmed', 'deleted without confirming');
          assert.deepEqual(r.input as DeleteAddressInput, { document, id: prev?.target?.id });
        }
      }
    },
    'tras un cambio se avisa y se vuelve a leer la lista; un fallo se avisa': ({ world, before, event, previous }) => {
      const notices = world.notices.slice(before.notices);
      const reads = added(world.api, before.api).filter((r) => r.call === 'loadAddresses');
      const answered = event?.type.startsWith('xstate.done.actor.') ?? false;
      const failed = event?.type.startsWith('xstate.error.actor.') ?? false;
      const expected =
        previous?.matches({ ready: 'saving' }) && answered
          ? [{ level: 'success', message: identityTexts.addressSaved }]
          : previous?.matches({ ready: 'deleting' }) && answered
            ? [{ level: 'success', message: identityTexts.addressDeleted }]
            : previous?.matches({ ready: 'settingDefault' }) && answered
              ? [{ level: 'success', message: addressBookTexts.defaultSaved }]
              : null;
      if (expected) {
        assert.deepEqual(notices, expected);
        assert.equal(reads.length, 1, 'the list is read again');
        return;
      }
      const changeFailed =
        failed &&
        (previous?.matches({ ready: 'deleting' }) ||
          previous?.matches({ ready: 'settingDefault' }) ||
          previous?.matches({ ready: 'reloading' }));
      assert.equal(notices.length, changeFailed ? 1 : 0, 'a failed change is said once; nothing else is a notice');
      if (changeFailed) assert.equal(notices[0]?.level, 'error');
    },
  },
});
