/**
 * What the sandbox pages (identity provider, payment gateway) share: they stand in for a
 * third party's site, so they are plain server-rendered HTML with no script at all, one
 * inline stylesheet allowed by its hash, and every echoed value escaped.
 */
import { createHash } from 'node:crypto';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The CSP source that allows exactly this inline stylesheet. */
export const styleHashSource = (styles: string) => `'sha256-${createHash('sha256').update(styles, 'utf8').digest('base64')}'`;

/** A page's own policy: nothing but its stylesheet; forms only to `formAction`; never framed. */
export const sandboxCsp = (styles: string, formAction = "'self'") =>
  [
    "default-src 'none'",
    `style-src ${styleHashSource(styles)}`,
    "img-src 'self' data:",
    `form-action ${formAction}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');

/** The HTML document around a sandbox page's body (`title` is escaped here; `body` must already be). */
export function sandboxDocument({ title, styles, body }: { title: string; styles: string; body: string }): string {
  return `<!doctype html>
<html lang="es-CO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
