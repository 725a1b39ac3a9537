import { PAGE_DATA_ELEMENT_ID, pageDataSchema, type PageData } from '../../machines/schemas/pageData';

/** The data block the server rendered the page with (machines/schemas/pageData.ts); null when absent or not ours. */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
