/**
 * Why a mutant is left alive after `npm run test:mutation` (scripts/mutation.ts looks each survivor up here and
 * docs/statecharts/coverage.md lists it with the reason). Four kinds:
 *
 * - EQUIVALENT: no run of the machine can tell the mutant from the original (the value is always there, the
 *   branch falls through to the same answer, the code only runs when a part is missing).
 * - PATH GAP: not equivalent, but the generated tests cannot see it: the sample that would tell is an event the
 *   real machine ignores (no transition is enabled), so no generated path carries it; under the mutant the guard
 *   accepts it and a new path appears, but Stryker only runs the tests that executed the mutant in its dry run.
 *   Or a sample that ends in a state another sample already reached (the traversal keeps one path per state), or
 *   an input no sample names. Or: the default clock (`Date.now`), which the tests replace by a fixed one so
 *   contexts are comparable.
 * - KILLED SINCE: left alive by a recorded run, killed by a test written later (checked by applying the mutant
 *   by hand); the row keeps the older score until the machine is run again.
 *
 * - NOT RULED: the mutant does something observably different that no rule of the spec forbids.
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
/** A survivor of a recorded run that a later test kills, checked by applying the mutant by hand (the row is older). */
const KILLED_SINCE = 'killed since this run';
/** Not equivalent, but the difference is one the spec does not rule on (said plainly, not hidden as equivalent). */
const NOT_RULED = 'not ruled by the spec';

const REASONS: Reason[] = [
  // ── coupon ──
  {
    target: 'coupon',
    code: 'context.applied?.nrocupon',
    replacement: 'context.applied.nrocupon',
    reason: `${EQUIVALENT}: cartKeepsCoupon is read only in the state applied, where the applied coupon is always there`,
  },
  // ── orderDetail ──
  {
    target: 'orderDetail',
    code: "s.matches({ ready: 'subscribing' }) ? (s.context.change?.action ?? null) : null;",
    replacement: 's.context.change.action',
    reason: `${EQUIVALENT}: subscribing is entered only by a valid subscriptionSet, which assigns the change first`,
  },
  // ── addressBook ──
  {
    target: 'addressBook',
    code: "const cityOfForm = (context: AddressBookContext): string => context.target?.ciudad ?? context.city ?? '';",
    reason: `${PATH_GAP}: every sample input names a city (the page always has one: the generic sales point's at least)`,
  },
  {
    target: 'addressBook',
    code: 'context.addresses?.find((a) => a.id === id) ?? null;',
    reason: `${EQUIVALENT}: findAddress runs only in ready (guards and assignTarget of its events), where the list is always read`,
  },
  {
    target: 'addressBook',
    code: 'context.values !== null && checkAddressForm(context.values, cityOfForm(context), context.target).ok',
    reason: `${EQUIVALENT}: validating is entered only by formSubmitted, which assigns the values first`,
  },
  {
    target: 'addressBook',
    code: 'isSavedAddress: ({ context }, params: { id: number }) => findAddress(context, params.id) !== null,',
    reason: `${PATH_GAP}: 'EDITAR inexistente' is ignored by the real machine, so no generated path carries it`,
  },
  {
    target: 'addressBook',
    code: 'return address !== null && isAddressInCity(address, context.city);',
    reason: `${PATH_GAP}: only listed ids are chosen (the radios), so the address is never null; an unknown id is ignored and no path carries it`,
  },
  {
    target: 'addressBook',
    code: 'return address !== null && !address.predeterminada;',
    reason: `${PATH_GAP}: 'PREDETERMINAR Casa (ya predeterminada)' is ignored by the real machine, so no generated path carries it (the view offers no button there)`,
  },
  {
    target: 'addressBook',
    code: 'target: params.id === null ? null : findAddress(context, params.id),',
    reason: `${EQUIVALENT}: no listed address has the id null, so findAddress answers null as well`,
  },
  {
    target: 'addressBook',
    code: 'const check = context.values === null ? null : checkAddressForm(',
    reason: `${EQUIVALENT}: refuseLocally runs only on validating's else branch, where the values are set and the check failed`,
  },
  {
    target: 'addressBook',
    code: 'return check === null || check.ok',
    reason: `${EQUIVALENT}: refuseLocally runs only on validating's else branch, where the values are set and the check failed`,
  },
  {
    target: 'addressBook',
    code: 'context.fieldErrors[params.field] === undefined',
    reason: `${EQUIVALENT}: a field without a message set to undefined reads as no message, the same context once compared`,
  },
  {
    target: 'addressBook',
    code: 'const others = (context.addresses ?? [])',
    reason: `${EQUIVALENT}: keepSaved runs on a save's answer, in ready, where the list is always read (the filter: a path gap, the samples' answer is always a new id)`,
  },
  {
    target: 'addressBook',
    code: '.filter((a) => a.id !== params.saved.id)',
    reason: `${PATH_GAP}: the samples' save answer is a new address (id 4), never the edited one, so nothing is replaced; the re-read list then replaces it anyway`,
  },
  {
    target: 'addressBook',
    code: '.map((a) => (params.saved.predeterminada ? { ...a, predeterminada: false } : a));',
    reason: `${PATH_GAP}: no sample answer of a save is the default (the re-read list carries the server's marks anyway)`,
  },
  {
    target: 'addressBook',
    code: 'const addresses = params.saved.predeterminada ? [params.saved, ...others] : [...others, params.saved];',
    reason: `${PATH_GAP}: no sample answer of a save is the default (the re-read list carries the server's order anyway)`,
  },
  {
    target: 'addressBook',
    code: "s.matches({ ready: 'settingDefault' }) ? (s.context.target?.id ?? null) : null",
    reason: `${EQUIVALENT}: settingDefault is entered only with a target (the guard found the address)`,
  },
  {
    target: 'addressBook',
    code: '(s.context.addresses ?? []).filter((address) => selectIsChoosable(s, address))',
    replacement: '["Stryker was here"]',
    reason: `${EQUIVALENT}: without a list (before it is read) a made-up element is no address of the city, so none is choosable either way`,
  },
  {
    target: 'addressBook',
    code: 'const chosen = s.context.addresses?.find((a) => a.id === s.context.choice);',
    replacement: 'Stryker was here',
    reason: `${EQUIVALENT}: without a list no made-up element has the chosen id`,
  },
  // ── favourites ──
  {
    target: 'favourites',
    code: 'if (!failed) return {};',
    reason: `${EQUIVALENT}: rollBack runs only on the answer to a save, which is sent for the first queued change, so the queue is never empty there`,
  },
  {
    target: 'favourites',
    code: 'if (failed.before === undefined) delete wanted[failed.code];',
    replacement: 'false',
    reason: `${EQUIVALENT}: a wish set to undefined reads as no wish (isFavouriteIn takes \`wishes[code] ?? the list\`), the same as a deleted one`,
  },
  {
    target: 'favourites',
    code: 'if (failed.before === undefined) delete wanted[failed.code];',
    reason: `${PATH_GAP}: deleting a wish that had a value shows what the list says instead; it differs only when the same heart is changed twice, the second change fails and the list disagrees with the first, and the samples' queue of two changes never makes that pair`,
  },
  {
    target: 'favourites',
    code: 'Object.entries(context.wanted).filter(([code]) => isPendingIn(context.queue, code))',
    reason: `${PATH_GAP}: a list read that contradicts an answered wish (another device) ends in a context another path already reached, so the traversal keeps no path through it; tests/machines/favourites.test.ts ('a heart saved here follows a list read later that another device changed') fails on it`,
  },
  {
    target: 'favourites',
    code: 'return event.pdv !== context.pdv;',
    reason: `${PATH_GAP}: the same sales point again is an event the real machine ignores, so no generated path carries it; tests/machines/favourites.test.ts ('the same sales point again reads nothing') fails on it`,
  },
  {
    target: 'favourites',
    code: 'wishes[code] ?? (favourites ?? []).some((f) => f.codigo_producto === code);',
    replacement: 'Stryker was here',
    reason: `${EQUIVALENT}: without a list no element has a codigo_producto, so a made-up element matches no product either`,
  },
  // ── cart ──
  ...['...withLines(input.lines ?? [], {}),', 'coupons: input.coupons ?? [],'].map((code) => ({
    target: 'cart',
    code,
    reason: `${PATH_GAP}: every sample start carries the lines and coupons restored from the cookies, as the storefront always passes them; the fallback is for a cart started without them`,
  })),
  {
    target: 'cart',
    code: "message: couponMinimumNotMet(context.coupons, context.priced.totals.subtotal) ?? '',",
    reason: `${EQUIVALENT}: this notice runs only behind the guard isBelowCouponMinimum, so the message is never null`,
  },
  {
    target: 'cart',
    code: 'if (cached) return cached;',
    reason: `${EQUIVALENT}: a memo (the displayed lines, the displayed totals); computing them again gives equal ones`,
  },
  {
    target: 'cart',
    code: 'if (!hasPending(s.context.pending)) return s.context.priced.totals;',
    reason: `${EQUIVALENT}: a shortcut; with nothing pending the displayed lines are the priced lines, whose totals are these`,
  },
  {
    target: 'cart',
    code: 'const inCart = findLine(context, product.codigo_producto)?.cantidad ?? 0;',
    reason: `${EQUIVALENT}: the toast is built right after addItem, so the product's line is always there`,
  },
  ...['if (session) enqueue.sendTo(session, event);', 'if (location) enqueue.sendTo(location, event);'].map((code) => ({
    target: 'cart',
    code,
    reason: `${EQUIVALENT}: in the storefront (and in these tests) the session and the location always run beside the cart; only a cart started alone would tell`,
  })),
  {
    target: 'cart',
    code: "const sync = abandonedCartSync(context, 'skip');",
    reason: `${EQUIVALENT}: any value but 'clear' skips an empty cart, as 'skip' does`,
  },
  {
    target: 'cart',
    code: 'if (!context.isLoggedIn || !context.username) return null;',
    replacement: '!context.isLoggedIn && !context.username',
    reason: `${EQUIVALENT}: assignSession sets a username exactly while logged in, so either half decides alone`,
  },
  {
    target: 'cart',
    code: 'return delta === 0 ? l : { ...l, cantidad: clampQuantity(l.cantidad + delta, minimumOf(context, l.producto_id)) };',
    reason: `${EQUIVALENT}: a line without a pending change is rebuilt with its own quantity, already within its limits: an equal line`,
  },
  {
    target: 'cart',
    code: 'return cantidad === l.cantidad ? l : { ...l, cantidad };',
    reason: `${EQUIVALENT}: the copy has the same quantity: an equal line`,
  },
  {
    target: 'cart',
    code: 'if (!line) return {};',
    reason: `${EQUIVALENT}: addPending runs only behind the guard hasLine`,
  },
  {
    target: 'cart',
    code: 'hasLine: ({ context }, params: { productId: string }) => findLine(context, params.productId) !== undefined,',
    reason: `${PATH_GAP}: a plus or minus for a product not in the cart is ignored by the real machine, so no path carries it`,
  },
  {
    target: 'cart',
    code: ': [...context.lines, { producto_id: product.codigo_producto, cantidad: clampQuantity(params.quantity ?? 1, product.cantidadminima) }];',
    reason: `${KILLED_SINCE}: the product page adds a quantity and the sample 'cuatro nuggets' adds one as a new line; «'Agregar' suma la cantidad pedida…» of tests/model/cart/effects.ts fails under '&&' (checked by hand with the cached paths: 44 paths fail)`,
  },
  {
    target: 'cart',
    code: 'export const selectBadgeCount = (s: CartSnapshot): number => s.context.lines.length + displayedTotals(s).offerLineCount;',
    reason: `${PATH_GAP}: no sample product is an offer with extras (oferta 'X'), so offerLineCount is 0 on every path and '+' and '−' agree`,
  },
  {
    target: 'cart',
    code: 'context.lines.length === 1 && context.lines[0]!.producto_id === productId;',
    reason: `${KILLED_SINCE}: the whole test, its first half and '||' are killed by «…quitar otro no avisa nada» of tests/model/cart/effects.ts (checked by hand: 60 paths fail); its second half → true differs only for removing a product not in the cart, which the real machine ignores (${PATH_GAP})`,
  },
  {
    target: 'cart',
    code: "[query.pdv, query.date, query.document, query.konda].every((v) => typeof v === 'string' && v.trim() !== '');",
    reason: `${PATH_GAP}: the whole test → true is killed (a blank sales point must not be verified); what survives is 'typeof v === string' → true, which differs only for a query field that is missing, and every sample query (as the location's) has all four`,
  },
  {
    target: 'cart',
    code: 'context.lines.length > 0 && verificationOutcome(context, params.products).keptCount === 0,',
    reason: `${EQUIVALENT}: a verification starts only with products (canVerify) and any change while it runs (removing the last product) restarts it, so its answer never meets an empty cart`,
  },
  {
    target: 'cart',
    code: 'raisesQuantity: kept.some((l) => l.cantidad < found.get(l.producto_id)!.cantidadminima),',
    reason: `${NOT_RULED}: under the mutant a verification that changes nothing saves the same lines again (same cookie, the abandoned cart recorded again with the same products); the spec asks for a save on each change and says nothing against saving an unchanged cart`,
  },
  {
    target: 'cart',
    code: 'dropUntiedCoupons: assign(({ context }) => ({',
    reason: `${PATH_GAP}: no sample coupon is tied to a product (the samples' value coupons stay while any product does), so dropping the coupons of a removed product changes nothing on any path`,
  },
  {
    target: 'cart',
    code: 'const shown = quantity !== line.cantidad && product ? priceLine(product, quantity, line.consecutivo) : line;',
    reason: `${EQUIVALENT}: the cart prices only lines whose product it knows (priceCart), so the product is always there, and a line shown at its own quantity repriced by the same rule is the same line`,
  },
  // ── location ──
  {
    target: 'location',
    code: "city: confirmedCityOf(context, event) ?? ''",
    replacement: 'Stryker was here!',
    reason: `${EQUIVALENT}: a home delivery without a city is refused before it is held (hasDeliveryCity), and the held city is read only while its store is found; a confirmation accepted at once never reads it`,
  },
  {
    target: 'location',
    code: "'offerSlot', params: ({ context }) => ({ day: context.deliveryDate, time: context.deliveryTime })",
    mutator: 'ObjectLiteral',
    reason: `${PATH_GAP}: the form opens on the chosen slot, the one it already shows unless another day or hour was picked since; opening it then returns to a state the path reached before, and the traversal keeps one path per state, so no path carries it; the invariant «opening the form shows the delivery slot already chosen» of tests/model/location/invariants.ts would fail on it`,
  },
  // ── rules (machines/rules against tests/rules) ──
  {
    target: 'rules',
    code: 'return day === undefined || day < today ? today : day;',
    replacement: 'day <= today',
    reason: `${EQUIVALENT}: when the delivery day is today both branches give today's date`,
  },
  {
    target: 'location',
    code: "export const selectHasDeliveryTime = (s: LocationSnapshot): boolean => (s.context.deliveryTime ?? '').trim() !== '';",
    reason: `${PATH_GAP}: no sample restores a blank delivery time (the machine itself writes only times from the slot list)`,
  },
  // ── session: killed after the recorded run (each mutant applied by hand, the session's model tests fail) ──
  {
    target: 'session',
    code: "return user.email.trim() !== '' ? user.email.trim() : documentOf(user);",
    reason: `${KILLED_SINCE}: the provider answer 'cuenta registrada (" 1 ")' now carries ' lau@gmail.com ', and «…carrito y catálogo saben quién es el cliente» fails (the cart keeps the abandoned cart under the e-mail)`,
  },
  {
    target: 'session',
    code: 'if (!payload || !/^[A-Za-z0-9_-]+$/.test(payload)) return null;',
    reason: `${KILLED_SINCE}: the input 'token en base64 estándar' ('+' and '/' inside) makes «el acceso se renueva 5 min antes de vencer…» fail (refreshed after 5 min instead of 55)`,
  },
  {
    target: 'session',
    code: '} catch {',
    reason: `${KILLED_SINCE}: the input 'token que no es JSON' reaches the catch; without it the refresh delay is NaN and «el acceso se renueva…» fails`,
  },
  // ── session: reading the access token ──
  {
    target: 'session',
    code: "return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;",
    mutator: 'ConditionalExpression',
    reason: `${KILLED_SINCE}: with the fixed suite (paths of the unmutated machine) the inputs 'token sin exp numérico' and 'token con claims null' reach the refresh, and «el acceso se renueva…» fails (refreshed after NaN ms)`,
  },
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
    reason: `${EQUIVALENT}: the first route's children are spawned in the root's first entry, so a selector never meets a missing one and the check never throws`,
  },
  {
    target: 'storefront',
    code: "if (ref === undefined) throw new Error(`storefront: child '${id}' is not running`);",
    mutator: 'StringLiteral',
    reason: `${EQUIVALENT}: the message of a throw that cannot happen (see above)`,
  },
  {
    target: 'storefront',
    code: 'isCheckoutMissing: ({ context }) => context.checkout === null,',
    replacement: 'true',
    reason: `${PATH_GAP}: a second checkout load leaves the state the first one reached, so no generated path loads twice; tests/machines/storefront.test.ts («a checkout screen loads the checkout part: spawned once…») kills it (a second spawn under the same systemId fails the root)`,
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
    'isUnexpectedOnRead: (_, f: HttpFailure) => UNEXPECTED_READ_STATUSES.includes(f.status) && isReadMethod(f.method',
  ].map((code) => ({
    target: 'errorPage',
    code: code.slice(0, 60),
    reason: `${PATH_GAP}: the samples that tell (401 and 404 on a read, 499 on a read, 403 and 500 on a send, 403 and 500 in maintenance) raise no page, so the real machine ignores them and no path carries them; the invariant '*' of tests/model/errorPage/invariants.ts would fail on the path the mutant opens (and tests/machines/errorPage.test.ts, '401 and 404 stay with their screen…', fails under each)`,
  })),
  // ── boot: the administrator's maintenance switch ──
  {
    target: 'boot',
    code: "guard: { type: 'isSwitchedOff', params: ({ event }) => ({ on: event.on }) },",
    reason: `${PATH_GAP}: maintenance switched on while the site is already in maintenance is ignored by the real machine, so no path carries it; under the mutant the status is asked again (tests/machines/boot.test.ts, 'maintenance switched off in /preferencias asks the status again…', sends it first and fails)`,
  },
  // ── form: the provider link of /registro ──
  {
    target: 'form',
    code: "if (link === null || values === null || typeof values !== 'object') return values;",
    reason: `${EQUIVALENT}: every form sends an object of values (the views build one; so does every sample), so only 'link === null' decides, and a form without a link is the other inputs' paths`,
  },
  {
    target: 'form',
    code: 'hasProviderLink: ({ context }) => context.providerLink !== null,',
    reason: `${EQUIVALENT}: dropping a link that is not there leaves providerLink null and forgets a sessionStorage entry that does not exist: nothing any view, call or storage shows changes`,
  },
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
    code: "entry: ['stopListening', { type: 'openPaymentPage', params: ({ context }) => ({ url: context.status?.url_pago ?? '' }) }],",
    mutator: 'StringLiteral',
    reason: `${EQUIVALENT}: leaving is entered only with a payment page, so the fallback '' is never used`,
  },
  {
    target: 'payment',
    code: 'isThisOrder: ({ context }, params: { pedido: number }) => params.pedido === context.pedido,',
    reason: `${PATH_GAP}: another order's payment change ('otro pedido') is ignored by the real machine, so it reaches no new state and no path carries it; tests/machines/payment.test.ts sends it and checks the status is not asked again`,
  },
  {
    target: 'payment',
    code: 'if (!self.getSnapshot()?.children?.[ORDER_STREAM_ID]) enqueue.spawnChild',
    mutator: 'OptionalChaining',
    reason: `${EQUIVALENT}: inside an action the actor always has a snapshot, and a snapshot always has its children object`,
  },
  // ── session ──
  {
    target: 'session',
    code: 'return result.success ? null : (result.error.issues[0]?.message ?? messages.session.invalidCredentials);',
    reason: `${EQUIVALENT}: a failed parse always has at least one issue, so the fallback is never used`,
  },
  {
    target: 'session',
    code: ".padEnd(Math.ceil(payload.length / 4) * 4, '=');",
    reason: `${EQUIVALENT}: atob accepts base64 without its '=' padding, so the padding changes nothing`,
  },
  {
    target: 'session',
    code: "const pathname = path.replace(/[?#].*$/, '').replace(/(.)\\/+$/, '$1');",
    reason: `${PATH_GAP}: a sign-in page asked as the page to go back to ('/login?accion=n') reaches the same state as a sign-in without one, so the traversal keeps one path for both; under the mutant it is kept as the return page, a new state no path reaches (the rule 'tras ingresar se vuelve a la página de este sitio…' would fail there)`,
  },
  {
    target: 'session',
    code: 'returnTo: context.user === null ? (returnPagePath(params.from) ?? context.returnTo) : null,',
    reason: `${PATH_GAP}: no path opens the sign-in (session.authModeSet) with a page to go back to while signed in (the views open it for a guest); the invariant «a signed-in customer has none» would fail on such a path`,
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
    code: 'params: ({ event }) => ({ sessionCookiePresent: event.sessionCookiePr',
    reason: `${PATH_GAP}: going back with the session cookie present is ignored by the real machine, so no path carries it (the invariant '*' checks the session stays)`,
  },
  {
    target: 'session',
    code: "const exp = claims !== null && typeof claims === 'object' ? (claims as { exp?: unknown }).exp : undefined;",
    reason: `${EQUIVALENT}: for claims that are null or not an object, reading .exp throws and the catch answers the same null`,
  },
  {
    target: 'session',
    code: '.split(/\\s+/)',
    mutator: 'Regex',
    reason: `${EQUIVALENT}: splitting on each space instead of runs of spaces only adds empty words, which the filter drops`,
  },
  {
    target: 'session',
    code: 'selectIsLoggedIn(s) && s.context.user ? firstNameOf(s.context.user) : null;',
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
    code: "if (s.matches('rejected')) return s.context.result?.mensaje || orderMessages.unexpected;",
    reason: `${EQUIVALENT}: rejected always has the API's answer`,
  },
  {
    target: 'checkout',
    code: "if (s.matches('failed')) return s.context.failure;",
    reason: `${EQUIVALENT}: outside failed the failure is always null (every submission clears it), the same as the selector's last answer`,
  },
  // ── storeChoice ──
  {
    target: 'storeChoice',
    code: 'vkbur === null ? undefined : context.stores.find((s) => s.Vkbur === vkbur);',
    reason: `${EQUIVALENT}: no listed store has a null code, so looking one up finds nothing either`,
  },
  {
    target: 'storeChoice',
    code: 'return store !== undefined && context.slot.day !== null && context.slot.time !== null && isOpenAtSlot(',
    replacement: 'true',
    reason: `${EQUIVALENT}: isOpenAtSlot answers false for a missing day or time (no instant), the same as the check`,
  },
  {
    target: 'storeChoice',
    code: 'isOtherCity: ({ context }, params: { city: string | null }) => params.city !== context.city,',
    reason: `${PATH_GAP}: the same city again (src repeats it after every render) is an event the machine ignores, so no generated path carries it; under the mutant it would reload the list and drop the choice`,
  },
  {
    target: 'storeChoice',
    code: "guard: { type: 'isOtherCity', params: ({ event }) => ({ city: event.city }) },",
    reason: `${PATH_GAP}: without the city the guard sees every city as another, which differs only for the same city again, an event no generated path carries (see isOtherCity)`,
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
