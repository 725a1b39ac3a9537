/**
 * The actor system: ids under which the root storefront machine spawns its
 * children, and the effect parameters every machine shares. Machines talk to
 * siblings with sendTo(({ system }) => system.get(SYSTEM_IDS.cart), ...);
 * a sibling that is absent (a machine tested alone) simply gets nothing.
 */
export const SYSTEM_IDS = {
  boot: 'boot',
  session: 'session',
  location: 'location',
  catalogue: 'catalogue',
  cart: 'cart',
  checkout: 'checkout',
} as const;
export type SystemId = (typeof SYSTEM_IDS)[keyof typeof SYSTEM_IDS];

/** Params of the `navigate` action each machine declares; src implements it with wouter. */
export interface NavigateParams {
  to: string;
  replace?: boolean;
}

/** Params of the `notify` action each machine declares; src shows it as a toast or modal. */
export interface NotifyParams {
  level: 'info' | 'success' | 'warning' | 'error';
  message: string;
  /** A modal asks for acknowledgement; a toast fades after ERROR_TOAST_TIMEOUT_MS. */
  modal?: boolean;
  /**
   * A link the toast offers ('Ver carrito' after 'Agregar'); it never takes the focus. A toast with
   * the same link replaces the one before, so quick taps leave one.
   */
  action?: { label: string; to: string };
}
