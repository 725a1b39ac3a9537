import { PAGE_DATA_ELEMENT_ID } from '../../machines/constants';
import type { PageData } from '../../machines/schemas/pageData';

/**
 * The data block the server rendered the page with (machines/schemas/pageData.ts); null when
 * absent or not ours. It is the server's own output in the page itself, so it is read without
 * a schema (no zod on the first route): only its shape's anchors are checked.
 */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    return data && typeof data.cookies?.digest === 'string' && typeof data.cookies.state === 'object' && data.cookies.state !== null
      ? (data as PageData)
      : null;
  } catch {
    return null;
  }
}
