import { describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { checkForm, refusalOf } from '../../machines/rules/accountForms';
import { checkSubscriptionChange } from '../../machines/rules/subscriptions';
import { accountPages } from '../../machines/screenTexts/accountPages';
import { subscriptionTexts } from '../../machines/screenTexts/subscriptions';
import { ratingTexts } from '../../machines/screenTexts/rating';
import { orderPages } from '../../machines/screenTexts/orderPages';

const refusal = (info: object, message: string = messages.http.validation) => Object.assign(new Error(message), { info });

describe('account forms: a broken rule shows its message under its field and nothing is sent', () => {
  it('a form refused by its schema marks the fields and says "Revisa los campos marcados." above', () => {
    const check = checkForm('passwordRecovery', { email: 'ana' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.fieldErrors)).toEqual(['email']);
    expect(check.formError).toBe(accountPages.checkFields);
  });

  it('a valid form gives the body to send, as the schema reads it', () => {
    expect(checkForm('passwordRecovery', { email: 'ana@correo.co' })).toEqual({ ok: true, body: { email: 'ana@correo.co' } });
  });

  it("calificar-pedido: no stars and no reason say 'Elige de 1 a 5 estrellas.' and 'Elige un motivo.', nothing above", () => {
    const check = checkForm('rating', { orderNumber: 100001, pdv: 'P001', rating: 0, reason: '', observation: '' });
    expect(check).toEqual({
      ok: false,
      formError: null,
      fieldErrors: { rating: orderPages.ratingRequired, reason: orderPages.reasonRequired },
    });
  });
});

describe("account forms: the API's refusals come back the same way (422 by field, anything else above the form)", () => {
  it('a 422 on a field of the form goes under it; on another field, above the form', () => {
    expect(refusalOf('registration', refusal({ kind: 'validation', errors: { email: ['Ya existe.'] } }))).toEqual({
      formError: null,
      fieldErrors: { email: 'Ya existe.' },
    });
    expect(refusalOf('registration', refusal({ kind: 'validation', errors: { id_token: ['Venció.'] } }))).toEqual({
      formError: 'Venció.',
      fieldErrors: {},
    });
  });

  it("a 409 without the API's own words gets the registration's", () => {
    expect(refusalOf('registration', refusal({ kind: 'conflict' }, messages.http.other)).formError).toBe(
      accountPages.accountExists,
    );
  });

  it('any other failure says its Spanish message above the form; a rating always says "Hubo un error enviando la PQR"', () => {
    expect(refusalOf('passwordChange', new Error(messages.http.network))).toEqual({
      formError: messages.http.network,
      fieldErrors: {},
    });
    expect(refusalOf('passwordChange', new Error(''))).toEqual({ formError: messages.http.other, fieldErrors: {} });
    expect(refusalOf('rating', new Error(messages.http.network))).toEqual({
      formError: ratingTexts.failed,
      fieldErrors: {},
    });
  });
});

describe('spec §5: a subscription repeats every 1 to 90 days (0 to delete it)', () => {
  const change = (frequency: string | number, action: 'N' | 'M' | 'E') =>
    checkSubscriptionChange({ document: '1020304050', pedido: 100001, frequency, action });
  it.each([1, 90, '7'])('%s days is sent', (days) => expect(change(days, 'M')).toEqual({ ok: true, frequency: Number(days) }));
  it.each([0, 91, '1.5', 'abc'])('%s days is refused with the range message', (days) =>
    expect(change(days, 'M')).toEqual({ ok: false, error: subscriptionTexts.frequencyRange }),
  );
  it('deleting travels with frequency 0 whatever the field says', () =>
    expect(change(30, 'E')).toEqual({ ok: true, frequency: 0 }));
});
