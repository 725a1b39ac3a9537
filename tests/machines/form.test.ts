import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formMachine, selectProviderLink } from '../../machines/form';
import type { ProviderLink } from '../../machines/session';

const LINK: ProviderLink = {
  proveedor: 'google',
  id_token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.firma',
  nonce: 'n0nce-123',
  email: 'ana@correo.co',
  nombres: 'Ana',
  apellidos: 'Pérez',
};
const PASSWORD = 'Clave-Segura-2025';
const TYPED = {
  nombres: 'Ana',
  apellidos: 'Pérez',
  cedula: '1020304050',
  email: 'ana@correo.co',
  telefono2: '3001234567',
  password: PASSWORD,
  password_confirmacion: PASSWORD,
  aceptaterminos: 'S',
};

function startRegistration(providerLink: ProviderLink | null) {
  const sent: unknown[] = [];
  const forgotten: string[] = [];
  const machine = formMachine.provide({
    actors: { submit: fromPromise(async ({ input }) => void sent.push(input.body)) },
    actions: { forgetProviderLink: () => void forgotten.push('providerLink') },
  });
  const actor = createActor(machine, { input: { kind: 'registration', providerLink } }).start();
  return { actor, sent, forgotten };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('form: the registration of an unknown provider account (the link lives in the form machine)', () => {
  it('links the provider account: its proveedor, ID token and nonce go with what the customer typed', async () => {
    const r = startRegistration(LINK);
    expect(selectProviderLink(r.actor.getSnapshot())).toEqual(LINK);
    r.actor.send({ type: 'form.submitted', values: TYPED });
    await settle();
    expect(r.sent).toEqual([
      expect.objectContaining({ email: 'ana@correo.co', proveedor: 'google', id_token: LINK.id_token, nonce: 'n0nce-123' }),
    ]);
  });

  it("'No vincular' drops the link (and src forgets it): the registration goes without it", async () => {
    const r = startRegistration(LINK);
    r.actor.send({ type: 'form.providerLinkDropped' });
    expect(selectProviderLink(r.actor.getSnapshot())).toBeNull();
    expect(r.forgotten).toEqual(['providerLink']);
    r.actor.send({ type: 'form.submitted', values: TYPED });
    await settle();
    expect(r.sent).toHaveLength(1);
    expect(r.sent[0]).not.toHaveProperty('proveedor');
    expect(r.sent[0]).not.toHaveProperty('id_token');
  });

  it('without a pending link nothing is linked, and there is nothing to drop', async () => {
    const r = startRegistration(null);
    r.actor.send({ type: 'form.providerLinkDropped' });
    expect(r.forgotten).toEqual([]);
    r.actor.send({ type: 'form.submitted', values: TYPED });
    await settle();
    expect(r.sent[0]).not.toHaveProperty('proveedor');
  });
});
