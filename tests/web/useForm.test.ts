import { createElement, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { formMachine, selectFieldErrors, selectRefusals } from '../../machines/form';
import { identityTexts } from '../../machines/screenTexts/identity';
import { fieldsReducer, focusFirstMarked, useForm, type FormJudge } from '../../src/app/useForm';
import { useActorView } from '../../src/app/useActorView';

type Probe = ReturnType<typeof useForm<{ email: string; terms: boolean }>>;

/** Renders one form with the hook and hands back what the hook returned. */
function renderForm(initial: { email: string; terms: boolean }, onSubmit: (v: unknown) => void, judge?: FormJudge) {
  let seen: Probe | undefined;
  const Form = () => {
    seen = useForm(initial, onSubmit, judge);
    return createElement(
      'form',
      { ...seen.formProps, ref: undefined },
      createElement('input', { ...seen.text('email'), error: undefined }),
    );
  };
  const html = renderToString(createElement(Form));
  return { html, form: seen! };
}

const submitEvent = () => {
  const preventDefault = vi.fn();
  return { event: { preventDefault } as unknown as FormEvent<HTMLFormElement>, preventDefault };
};

describe('one form mechanism: the hook holds the values, the machine that judges the form holds the messages', () => {
  it('a field edit changes only that field, and an edit to the same value changes nothing (no re-render)', () => {
    const values = { email: 'ana@correo.co', terms: false };
    const next = fieldsReducer(values, { type: 'changed', field: 'terms', value: true });
    expect(next).toEqual({ email: 'ana@correo.co', terms: true });
    expect(values.terms).toBe(false);
    expect(fieldsReducer(next, { type: 'changed', field: 'email', value: 'ana@correo.co' })).toBe(next);
  });

  it("each field binding carries what the customer typed and the judge's message for it (the field marks itself with it)", () => {
    const { html, form } = renderForm({ email: 'ana', terms: false }, () => {}, {
      fieldErrors: { email: identityTexts.emailInvalid },
    });
    expect(form.text('email')).toMatchObject({ name: 'email', value: 'ana', error: identityTexts.emailInvalid });
    expect(form.checkbox('terms')).toMatchObject({ name: 'terms', checked: false, error: undefined });
    expect(form.error('email')).toBe(identityTexts.emailInvalid);
    expect(html).toContain('value="ana"');
  });

  it('a field without a message carries none', () => {
    const { form } = renderForm({ email: 'ana@correo.co', terms: false }, () => {}, { fieldErrors: { email: null } });
    expect(form.text('email').error).toBeUndefined();
    expect(form.error('terms')).toBeUndefined();
  });

  it("submitting sends the values once to the judge's event, and the browser does not submit (nor validate) the form", () => {
    const onSubmit = vi.fn();
    const { form } = renderForm({ email: 'ana@correo.co', terms: true }, onSubmit);
    const { event, preventDefault } = submitEvent();
    form.formProps.onSubmit(event);
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ana@correo.co', terms: true });
    expect(form.formProps.noValidate).toBe(true);
  });

  it('editing a field tells the judge, so that field forgets its message', () => {
    const clearFieldError = vi.fn();
    const { form } = renderForm({ email: 'ana', terms: false }, () => {}, { clearFieldError });
    form.checkbox('terms').onChange({ target: { checked: true } } as never);
    expect(clearFieldError).toHaveBeenCalledExactlyOnceWith('terms');
  });

  it('on a refusal the first marked field takes the focus; with none marked, the message above the form is brought into view', () => {
    const focus = vi.fn();
    const scrollIntoView = vi.fn();
    const formWith = (marked: boolean) =>
      ({
        querySelector: (selector: string) =>
          selector === '[aria-invalid="true"]'
            ? marked
              ? { focus }
              : null
            : selector === '[role="alert"]'
              ? { scrollIntoView }
              : null,
      }) as unknown as HTMLFormElement;
    focusFirstMarked(formWith(true));
    expect(focus).toHaveBeenCalledOnce();
    expect(scrollIntoView).not.toHaveBeenCalled();
    focusFirstMarked(formWith(false));
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'center' });
    expect(() => focusFirstMarked(null)).not.toThrow();
  });

  it('with the form machine as judge: a refused email is marked under its field, and editing it forgets the message', () => {
    const actor = createActor(formMachine, { input: { kind: 'passwordRecovery' } }).start();
    const view = { fieldErrors: selectFieldErrors, refusals: selectRefusals };
    const events = {
      submit: (values: unknown) => ({ type: 'form.submitted', values }) as const,
      clearFieldError: (field: string) => ({ type: 'form.fieldEdited', field }) as const,
    };
    let seen: ReturnType<typeof useForm<{ email: string }>> | undefined;
    const Form = () => {
      const judge = useActorView(actor, view, events);
      seen = useForm({ email: 'ana' }, judge.submit, judge);
      return createElement('input', { ...seen.text('email'), error: undefined });
    };
    renderToString(createElement(Form));
    seen!.submit(submitEvent().event);
    expect(selectRefusals(actor.getSnapshot())).toBe(1);
    renderToString(createElement(Form));
    expect(seen!.text('email').error).toBe(identityTexts.emailInvalid);
    seen!.text('email').onChange({ target: { value: 'ana@' } } as never);
    expect(selectFieldErrors(actor.getSnapshot()).email).toBeUndefined();
    renderToString(createElement(Form));
    expect(seen!.text('email').error).toBeUndefined();
  });
});
