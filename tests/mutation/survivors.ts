/**
 * Why a mutant is left alive after `npm run test:mutation` (scripts/mutation.ts looks each survivor up here and
 * docs/statecharts/coverage.md lists it with the reason). Two kinds only:
 *
 * - EQUIVALENT: no run of the machine can tell the mutant from the original (the value is always there, the
 *   branch falls through to the same answer, the code only runs when a part is missing).
 * - PATH GAP: not equivalent, but the generated tests cannot see it: the sample that would tell is an event the
 *   real machine ignores (no transition is enabled), so no generated path carries it; under the mutant the guard
 *   accepts it and a new path appears, but Stryker only runs the tests that executed the mutant in its dry run.
 *   Or: the default clock (`Date.now`), which the tests replace by a fixed one so contexts are comparable.
 *
 * A survivor not matched here is a gap in the tests (shown as "no reason yet").
 */
interface Reason {
  target: string;
  /** A piece of the mutated source line. */
  code: string;
  /** A piece of the replacement (any when absent). */
  replacement?: string;
  mutator?: string;
  reason: string;
}

const EQUIVALENT = 'equivalent';
const PATH_GAP = 'path gap';

const REASONS: Reason[] = [
  // ── session: reading the access token ──
  {
    target: 'session',
    code: "return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;",
    replacement: "typeof exp === 'number' || Number.isFinite(exp)",
    reason: `${EQUIVALENT}: Number.isFinite is false for anything but a finite number, so 'or' differs from 'and' only for exp = ±Infinity, which the refresh delay turns into the same 55 min as an unreadable token`,
  },
  // ── storefront ──
  {
    target: 'storefront',
    code: "if (ref === undefined) throw new Error(`storefront: child '${id}' is not running`);",
    replacement: 'false',
    reason: `${EQUIVALENT}: the children are spawned in the root's first entry, so a selector never meets a missing one and the check never throws`,
  },
  {
    target: 'storefront',
    code: "if (ref === undefined) throw new Error(`storefront: child '${id}' is not running`);",
    mutator: 'StringLiteral',
    reason: `${EQUIVALENT}: the message of a throw that cannot happen (see above)`,
  },
  // ── the default clocks ──
  ...['session', 'location', 'registrationPopup', 'storefront'].map((target) => ({
    target,
    code: 'now: input.now ?? (() => Date.now()),',
    replacement: '() => undefined',
    reason: `${PATH_GAP}: the browser's clock when src gives none; the generated tests give a fixed clock so that the model's and the real machine's contexts (token refresh, delivery slots) are the same`,
  })),
  // ── errorPage: answers the page ignores ──
  ...[
    'const isServerStatus = (status: number) => status >= 500;',
    "const isReadMethod = (method: string) => method.toUpperCase() === 'GET';",
    'isRateLimitedInMaintenance: (_, f: HttpFailure) => f.status === 429 && f.inMaintenance,',
    'isServerErrorOnRead: (_, f: HttpFailure) => isServerStatus(f.status) && isReadMethod(f.method) && !f.inMainten',
  ].map((code) => ({
    target: 'errorPage',
    code: code.slice(0, 60),
    reason: `${PATH_GAP}: the samples that tell (404, 499 on a read, 500 on a send, 500 in maintenance) raise no page, so the real machine ignores them and no path carries them; the invariant '*' of tests/model/invariants/errorPage.ts would fail on the path the mutant opens`,
  })),
  // ── catalogue ──
  {
    target: 'catalogue',
    code: 'return QUERY_KEYS.some((key) => next[key] !== query[key]);',
    reason: `${PATH_GAP}: a query change that changes nothing ('a G001' on a G001 menu) is ignored by the real machine, so no path carries it; under the mutant it reloads and the rule 'se pide la carta de la consulta vigente…, una vez por cambio real' would fail`,
  },
  // ── payment ──
  {
    target: 'payment',
    code: 'context.status?.url_pago',
    mutator: 'OptionalChaining',
    reason: `${EQUIVALENT}: pending and leaving are only entered with an answer, so status is never null there`,
  },
  {
    target: 'payment',
    code: "hasPaymentPage: ({ context }) => (context.status?.url_pago ?? '') !== '',",
    reason: `${PATH_GAP}: 'Continuar el pago' without a payment page is ignored by the real machine, so no path carries it (the invariant '*' checks it would not leave)`,
  },
  {
    target: 'payment',
    code: "s.matches('pending') && (s.context.status?.url_pago ?? '') !== '';",
    mutator: 'OptionalChaining',
    reason: `${EQUIVALENT}: pending always has its answer (status)`,
  },
  {
    target: 'payment',
    code: "entry: { type: 'openPaymentPage', params: ({ context }) => ({ url: context.status?.url_pago ?? '' }) },",
    mutator: 'StringLiteral',
    reason: `${EQUIVALENT}: leaving is entered only with a payment page, so the fallback '' is never used`,
  },
  {
    target: 'payment',
    code: "if (s.matches('starting') || s.matches('checking') || s.matches('retrying')) return 'checking';",
    reason: `${EQUIVALENT} when only 'starting' or 'checking' drop out of the test: starting is passed through (never observed) and checking falls through to its own state value, 'checking'`,
  },
  // ── session ──
  {
    target: 'session',
    code: 'return result.success ? null : (result.error.issues[0]?.message ?? messages.session.invalidCredentials);',
    reason: `${EQUIVALENT}: a failed parse always has at least one issue, so the fallback is never used`,
  },
  {
    target: 'session',
    code: "'refresh_token' in answer && typeof answer.refresh_token === 'string' ? answer.refresh_token : '';",
    reason: `${EQUIVALENT}: every login answer carries refresh_token as a string (sessionAnswerSchema), so the fallback '' is never used`,
  },
  {
    target: 'session',
    code: ".padEnd(Math.ceil(payload.length / 4) * 4, '=');",
    reason: `${EQUIVALENT}: atob accepts base64 without its '=' padding, so the padding changes nothing`,
  },
  {
    target: 'session',
    code: "if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\\\')) return null;",
    reason: `${PATH_GAP}: a login asking to return to another site ('//malo.example', '/\\malo', 'https:') reaches the same state as a login without a return path, so the traversal keeps one path for all of them; under the mutant the return path is kept, a new state and a new path (where the rule 'tras ingresar se vuelve a la página de este sitio…' fails) that Stryker does not run`,
  },
  {
    target: 'session',
    code: 'if (/[\\u0000-\\u001f]/.test(trimmed)) return null;',
    reason: `${PATH_GAP}: as above, for a return path with a line break`,
  },
  {
    target: 'session',
    code: "error instanceof Error && error.message.trim() !== '' ? error.message : fallback;",
    reason: `${PATH_GAP}: a blank message and an empty one end in the same state (the generic message), so only one is on a path`,
  },
  {
    target: 'session',
    code: "TOKEN_REFRESH: ({ context }) => tokenRefreshDelayMs(context.user?.token ?? '', context.now()),",
    reason: `${EQUIVALENT}: the delay runs only while logged in, always with a user`,
  },
  {
    target: 'session',
    code: "guard: { type: 'isSessionCookieMissing', params: ({ event }) => ({ sessionCookiePresent: event.sessionCookiePr",
    reason: `${PATH_GAP}: going back with the session cookie present is ignored by the real machine, so no path carries it (the invariant '*' checks the session stays)`,
  },
  {
    target: 'session',
    code: "const exp = claims !== null && typeof claims === 'object' ? (claims as { exp?: unknown }).exp : undefined;",
    reason: `${EQUIVALENT}: for claims that are null or not an object, reading .exp throws and the catch answers the same null`,
  },
  {
    target: 'session',
    code: "const words = (text: string): string[] => text.replace(/,/g, ' ').split(/\\s+/).filter((w) => w !== '');",
    mutator: 'Regex',
    reason: `${EQUIVALENT}: splitting on each space instead of runs of spaces only adds empty words, which the filter drops`,
  },
  {
    target: 'session',
    code: 'selectIsLoggedIn(s) && s.context.user ? (words(s.context.user.nombres)[0] ?? null) : null;',
    mutator: 'LogicalOperator',
    reason: `${EQUIVALENT}: outside loggedIn the context has no user, so 'logged in or with a user' is the same test`,
  },
  {
    target: 'session',
    code: 's.context.user?.',
    mutator: 'OptionalChaining',
    reason: `${EQUIVALENT}: only read after selectIsLoggedIn, and loggedIn always has a user`,
  },
  // ── checkout ──
  {
    target: 'checkout',
    code: "if (typeof error === 'string' && error.trim() !== '') return error;",
    reason: `${PATH_GAP}: a blank Error and a blank text end in the same state (the generic message), so the traversal keeps one path for both; under the mutant they differ and the new path (which the invariant '*' fails) is not among the tests Stryker runs`,
  },
  {
    target: 'checkout',
    code: 'const sameOrder = (a: Order | null, b: Order): boolean => a !== null && JSON.stringify(a) === JSON.stringify(b);',
    replacement: 'true',
    reason: `${PATH_GAP}: another order sent after no answer reaches the same state as that order sent fresh, so the traversal keeps the fresh path; under the mutant the old key is reused (a new state whose path the invariant '*' and the rule '…cualquier otro envío lleva una nueva' fail) but Stryker does not run it`,
  },
  {
    target: 'checkout',
    code: 'breaksRule: ({ context }, params: { rule: OrderRule }) => context.order !== null',
    reason: `${EQUIVALENT}: validating is only entered with a submitted order`,
  },
  {
    target: 'checkout',
    code: 'if (cart) enqueue.sendTo(cart, event);',
    reason: `${EQUIVALENT} in the storefront, where the cart always runs beside the order (and does in these tests); only a checkout started alone would tell`,
  },
  {
    target: 'checkout',
    code: 'context.result?.',
    reason: `${EQUIVALENT}: payingOnline and sent are only entered with the API's answer (result), so the fallback is never used`,
  },
  {
    target: 'checkout',
    code: "if (s.matches('invalid')) return s.context.error?.message ?? null;",
    reason: `${EQUIVALENT}: invalid always has its broken rule (error)`,
  },
  {
    target: 'checkout',
    code: "if (s.matches('rejected')) return s.context.result?.mensaje || messages.order.unexpected;",
    reason: `${EQUIVALENT}: rejected always has the API's answer`,
  },
  {
    target: 'checkout',
    code: "if (s.matches('failed')) return s.context.failure;",
    reason: `${EQUIVALENT}: outside failed the failure is always null (every submission clears it), the same as the selector's last answer`,
  },
];

export function reasonFor(target: string, code: string, replacement: string, mutator: string): string | null {
  const found = REASONS.find(
    (r) =>
      r.target === target &&
      code.includes(r.code) &&
      (r.replacement === undefined || replacement.includes(r.replacement)) &&
      (r.mutator === undefined || r.mutator === mutator),
  );
  return found?.reason ?? null;
}
