/**
 * Links in mails: a mail client opens only an absolute URL, so a site path is written
 * with the site's origin (ServerContext.siteOrigin: PUBLIC_ORIGIN, required in production); an
 * address that is already absolute (a real payment provider's page) is kept as it is.
 */
export function mailLink(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, '')}/`).href;
}
