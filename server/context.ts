/** What every route module receives from createApp. */
import type { Hono } from 'hono';
import type { Db } from './db/client';
import type { CatalogueService } from './services/catalogue';
import type { IdentityVerifier } from './auth/identityProvider';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/port';
import type { AccountLockout } from './middleware/accountLockout';
import type { PasswordHasher } from './auth/password';
import type { CouponGuesses } from './middleware/couponGuesses';
import type { Notifier } from './events/notifier';
import type { OrderStreams } from './events/orderStreams';
import type { ShutdownRegistry } from './shutdown';

/** Console-style logging; server/log.ts maps it onto pino (JSON lines) for the running server. */
export interface Logger {
  error(...args: unknown[]): void;
  warn?(...args: unknown[]): void;
  info?(...args: unknown[]): void;
}

export interface ServerContext {
  db: Db;
  catalogue: CatalogueService;
  /** HS256 key derived from the JWT secret. */
  jwtKey: Uint8Array;
  clock: () => Date;
  logger: Logger;
  /** Password-recovery mail (server/mail/). */
  mailer: Mailer;
  /** Social login: verifies provider ID tokens (server/auth/socialLogin.ts). */
  identity: IdentityVerifier;
  /** Online payment (server/payments/). */
  payments: PaymentProvider;
  /** Change notices to every replica (server/events/notifier.ts). */
  notifier: Notifier;
  /** The customers' open order streams on this replica (server/events/orderStreams.ts). */
  orderStreams: OrderStreams;
  /** Secret checks per account and known device, taken before the check (server/middleware/accountLockout.ts); absent when the rate limits are off. */
  loginLockout?: AccountLockout;
  /** Password hashing and verification (server/auth/password.ts: scrypt at SCRYPT_COST unless createApp is given another). */
  passwords: PasswordHasher;
  /** Coupon judgements per address and per account, shared by validar_cupon and the order call (server/middleware/couponGuesses.ts); absent when the rate limits are off. */
  couponGuesses?: CouponGuesses;
  /** Hooks run on SIGTERM (server/shutdown.ts): long-lived streams register their closing here. */
  shutdown: ShutdownRegistry;
  /**
   * The origin links in mails are written with (server/mail/links.ts): PUBLIC_ORIGIN (required in
   * production); in development without it, the request's origin, or this server's own for a mail
   * no request asked for (a subscription repeat).
   */
  siteOrigin: (requestUrl?: string) => string;
}

export type App = Hono;

/** A route module registers its handlers and returns the paths it owns (for the 405 answers). */
export type RouteModule = (app: App, ctx: ServerContext) => readonly string[];
