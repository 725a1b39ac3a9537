/**
 * The warning lines server/main.ts prints at start, one per stand-in that must not face real
 * customers, so an operator reading the log sees at once what is not real:
 *   - the sandbox identity provider (anyone can sign in as the demo customer, any email can be "proven");
 *   - the sandbox payment gateway (approves any payment at a click, moves no money);
 *   - Wompi with its Sandbox keys (pub_test_…: test cards only, no real money);
 *   - the development outbox (no SMTP_URL: mail is written to files, nobody receives it);
 *   - demo accounts with published passwords seeded in production (SEED_DEMO_USERS=1).
 */
import { PROVIDERS } from '../machines/schemas';
import type { SocialLoginOptions } from './auth/socialLogin';
import { DEFAULT_PAYMENT_PROVIDER, type PaymentOptions } from './payments/config';
import { SANDBOX_PROVIDER_NAME } from './payments/sandbox';
import { WOMPI_PROVIDER_NAME, wompiEnvironmentOf } from './payments/wompi';

export interface StartupConfig {
  social: SocialLoginOptions;
  payments: PaymentOptions;
  /** Where mail goes when it is written to files instead of sent (no SMTP_URL: server/mail/config.ts). */
  outboxDir?: string;
  /** Demo accounts are seeded although NODE_ENV=production. */
  demoUsersInProduction?: boolean;
}

export function sandboxWarnings(config: StartupConfig): string[] {
  const lines: string[] = [];
  const sandboxed = config.social.sandbox === false ? [] : PROVIDERS.filter((p) => !config.social[p]?.clientId);
  if (sandboxed.length > 0) {
    lines.push(
      `[api] AVISO: proveedor de identidad de PRUEBAS activo para ${sandboxed.join(' y ')}: cualquiera puede entrar como la clienta de demostración; no lo use con clientes reales (SOCIAL_SANDBOX=off o configure ${sandboxed.map((p) => `${p.toUpperCase()}_CLIENT_ID`).join(' / ')}).`,
    );
  }
  if ((config.payments.provider ?? DEFAULT_PAYMENT_PROVIDER) === SANDBOX_PROVIDER_NAME) {
    lines.push(
      '[api] AVISO: pasarela de pagos de PRUEBAS activa (PAYMENT_PROVIDER=sandbox): aprueba cualquier pago con un clic y no cobra dinero real; no la use con clientes reales.',
    );
  }
  if (
    config.payments.provider === WOMPI_PROVIDER_NAME &&
    config.payments.wompi &&
    wompiEnvironmentOf(config.payments.wompi.publicKey) === 'test'
  ) {
    lines.push(
      '[api] AVISO: Wompi en modo Sandbox (PAYMENT_WOMPI_PUBLIC_KEY pub_test_…): solo acepta pagos de prueba y no cobra dinero real; use las llaves pub_prod_ con clientes reales.',
    );
  }
  if (config.outboxDir) {
    lines.push(
      `[api] AVISO: los correos NO se envían (falta SMTP_URL): se guardan como archivos en ${config.outboxDir} (bandeja de salida de desarrollo) y nadie recibe los enlaces de recuperación de contraseña ni los avisos de suscripción; configure SMTP_URL y MAIL_FROM.`,
    );
  }
  if (config.demoUsersInProduction) {
    lines.push(
      '[api] AVISO: cuentas de demostración con contraseñas públicas en producción (SEED_DEMO_USERS=1); no lo use con clientes reales.',
    );
  }
  return lines;
}
