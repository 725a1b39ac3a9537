import assert from 'node:assert/strict';
import { FORM_RULES, type FormKind } from '../../../machines/rules/accountForms';
import { added, defineEffects } from '../world';

const kindOf = (input: unknown) => (input as { kind: FormKind }).kind;
const answers = (events: ReadonlyArray<{ type: string }>) =>
  events.filter((e) => e.type.startsWith('xstate.done.actor.') || e.type.startsWith('xstate.error.actor.')).length;

/** docs/product.md#reglas, docs/product.md#llamadas: a form whose rules fail sends nothing; one request at a time; a success is announced once (session, notice). */
export default defineEffects({
  // src keeps the pending provider link in sessionStorage until /registro uses or drops it.
  storage: (input) => {
    const link = (input as { providerLink?: unknown }).providerLink;
    return link ? { providerLink: link } : {};
  },
  rules: {
    'si una regla del formulario falla no se envía nada; si pasan, se envía lo escrito': ({ world, input, before, event }) => {
      const sent = added(world.api, before.api).filter((r) => r.call === 'submit');
      if (sent.length === 0) return;
      assert.equal(event?.type, 'form.submitted', 'sent without the customer sending');
      // /registro with a pending provider link (not dropped with 'No vincular'): the account to link goes with what was typed.
      const start = input as { providerLink?: { proveedor: string; id_token: string; nonce: string } | null };
      const dropped = world.events.some((e) => e.type === 'form.providerLinkDropped');
      const link =
        start.providerLink && !dropped
          ? { proveedor: start.providerLink.proveedor, id_token: start.providerLink.id_token, nonce: start.providerLink.nonce }
          : {};
      const values = { ...(event as unknown as { values: object }).values, ...link };
      const parsed = FORM_RULES[kindOf(input)].schema.safeParse(values);
      assert.ok(parsed.success, 'sent values the schema refuses');
      assert.deepEqual(
        sent[0]!.input,
        { kind: kindOf(input), body: parsed.data },
        'what the customer wrote, as the schema reads it',
      );
    },
    "'No vincular' olvida la cuenta del proveedor: no se envía ni vuelve al recargar": ({ world, event, previous }) => {
      if (event?.type !== 'form.providerLinkDropped' || !previous?.matches('editing')) return;
      assert.equal(world.storage.has('providerLink'), false, 'the pending link is still kept');
    },
    'un segundo envío espera la respuesta del primero': ({ world }) => {
      const requests = world.api.filter((r) => r.call === 'submit').length;
      assert.ok(requests <= answers(world.events) + 1, `${requests} requests for ${answers(world.events)} answers`);
    },
    'cada éxito se anuncia una vez (la sesión inicia, el aviso, el cierre de sesión)': ({ world, input }) => {
      const successes = world.events.filter((e) => e.type.startsWith('xstate.done.actor.'));
      const announced = world.received.filter((r) => r.to === 'session');
      assert.equal(announced.length, successes.length);
      for (const [i, a] of announced.entries()) {
        assert.deepEqual(a.event, {
          type: `form.${kindOf(input)}.submitted`,
          result: (successes[i] as unknown as { output: unknown }).output,
        });
      }
    },
  },
});
