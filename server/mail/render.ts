/**
 * The two parts of every mail: the Spanish plain text the caller wrote, and an HTML part made
 * from it, so both always say the same. In the HTML every character of the text is escaped
 * (a customer's name is theirs to type), blank lines make paragraphs, line breaks stay, and
 * http(s) addresses become links; nothing else (javascript:, a bare path) ever does.
 */
import type { Mail } from './mailer';

export interface MailParts {
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/** An absolute web address up to the next space or angle bracket. */
const ADDRESS = /https?:\/\/[^\s<>"]+/g;
/** Sentence punctuation right after an address belongs to the sentence. */
const TRAILING_PUNCTUATION = /[.,;:!?)]+$/;

function linkify(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeHtml(line.slice(last, match.index)) + `<a href="${escapeHtml(address)}">${escapeHtml(address)}</a>`;
    last = match.index + address.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** Inline styles only: many mail clients drop <style> blocks. */
const BODY_STYLE =
  'margin:0;padding:24px;background:#ffffff;color:#222222;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5';
const PARAGRAPH_STYLE = 'margin:0 0 16px;max-width:600px;overflow-wrap:anywhere';

export function renderMail(mail: Pick<Mail, 'subject' | 'text'>): MailParts {
  const text = mail.text.replace(/\r\n?/g, '\n');
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p style="${PARAGRAPH_STYLE}">${block.split('\n').map(linkify).join('<br>\n')}</p>`);
  const html = [
    '<!doctype html>',
    '<html lang="es">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(mail.subject)}</title>`,
    '</head>',
    `<body style="${BODY_STYLE}">`,
    ...paragraphs,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { text, html };
}
