import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPaymentPage } from '../../src/features/checkout/paymentPage';

/**
 * The checkout and the payment result leave the storefront for the address the API gave
 * (src/features/checkout/paymentPage.ts): a site path (the sandbox) or an https page (a real provider), never a
 * javascript: or a foreign http: address.
 */

let followed: string[];

const onPage = (origin: string) => {
  followed = [];
  vi.stubGlobal('window', { location: { origin, assign: (href: string) => void followed.push(href) } });
};

afterEach(() => vi.unstubAllGlobals());

describe('leaving for the payment page', () => {
  it('follows only a site path or an https address: a javascript: or a foreign http: address is never followed', () => {
    onPage('https://tienda.example');
    openPaymentPage('/sandbox/pasarela?pedido=7');
    openPaymentPage('https://pagos.proveedor.example/checkout/abc');
    openPaymentPage('javascript:alert(1)');
    openPaymentPage('http://pagos.proveedor.example/checkout/abc');
    openPaymentPage('data:text/html,<script>alert(1)</script>');
    expect(followed).toEqual([
      'https://tienda.example/sandbox/pasarela?pedido=7',
      'https://pagos.proveedor.example/checkout/abc',
    ]);
  });

  it('on a plain-http origin (a local run) its own paths are still followed, a foreign http address is not', () => {
    onPage('http://127.0.0.1:3000');
    openPaymentPage('/sandbox/pasarela?pedido=7');
    openPaymentPage('http://otro.example/pago');
    expect(followed).toEqual(['http://127.0.0.1:3000/sandbox/pasarela?pedido=7']);
  });
});
