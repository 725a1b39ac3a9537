/**
 * The spec's unfiltered product list (listar_productos_minimo with '++') as bytes ready to send:
 * serialized once, hashed once and compressed once (brotli and gzip) per (sales point, konda) and
 * Bogotá day, so a request at 5,000 products (2.5 MB of JSON) costs a map lookup, not a copy,
 * a SHA-1 and an LRU probe of the generic compression middleware (its prepareBody and sendPrepared,
 * as kept pages use them).
 *
 * Freshness: an entry belongs to the CatalogueService's PricedList it was built from; any
 * invalidate() (an admin change on this replica, or a catalogue notice from another replica, or a
 * reconnection of the notices) makes a new list, so the entry is rebuilt on the next request. The
 * ETag is the SHA-1 of the JSON, so every replica gives the same tag for the same menu. At the
 * Bogotá day boundary of the app's clock the catalogue is reloaded from the database, which bounds
 * a change made behind the server's back (a SQL script, no notice) to the day it was made.
 */
import { bogotaDayOf } from '../../machines/rules/openingHours';
import { prepareBody, type PreparedBody } from '../middleware/compression';
import type { CatalogueService, PricedList } from './catalogue';

/** Built once per menu change, so it can afford a high brotli quality (31 KB at 5,000 products). */
export const CATALOGUE_BROTLI_QUALITY = 9;
const CATALOGUE_GZIP_LEVEL = 9;

interface Entry {
  list: PricedList;
  body: Promise<PreparedBody>;
}

const build = (json: string): Promise<PreparedBody> =>
  prepareBody(json, { brotliQuality: CATALOGUE_BROTLI_QUALITY, gzipLevel: CATALOGUE_GZIP_LEVEL });

export class CatalogueTransfer {
  /** Bounded like the service's own cache: only known (sales point, konda) pairs get an entry. */
  #entries = new Map<string, Entry>();
  #day: string | undefined;

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly clock: () => Date,
  ) {}

  async body(pdv: string, konda: string): Promise<PreparedBody> {
    const today = bogotaDayOf(this.clock().getTime());
    if (today !== this.#day) {
      // A new day: reload the catalogue from the database, not only the bytes.
      if (this.#day !== undefined) this.catalogue.invalidate();
      this.#day = today;
      this.#entries = new Map();
    }
    const list = await this.catalogue.pricedProducts(pdv, konda);
    // An unknown sales point or price list answers '[]': not kept, so made-up codes cannot grow the map.
    if (list.products.length === 0) return build(list.json);
    const key = `${pdv.toUpperCase()}\u0000${konda}`;
    const cached = this.#entries.get(key);
    if (cached?.list === list) return cached.body;
    // One build for all the requests that arrive while it runs.
    const body = build(list.json);
    const entries = this.#entries;
    entries.set(key, { list, body });
    body.catch(() => {
      if (entries.get(key)?.body === body) entries.delete(key);
    });
    return body;
  }
}
