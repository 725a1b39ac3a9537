/** The origin of canonical URLs and the sitemap: PUBLIC_ORIGIN when set (behind a proxy), else the request's own. */
export function publicOrigin(requestUrl: string): string {
  return process.env.PUBLIC_ORIGIN?.replace(/\/+$/, '') || new URL(requestUrl).origin;
}
