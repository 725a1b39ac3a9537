import type { Page } from 'playwright-core';

/**
 * A full-page screenshot of the store: what the browser skips drawing off screen
 * (`content-visibility: auto`, the menu's lower cards and the footer) is drawn first, or the capture
 * shows it blank. Set through the CSSOM, which the pages' Content-Security-Policy allows.
 */
export async function fullPageShot(page: Page, options: Parameters<Page['screenshot']>[0] = {}): Promise<Buffer> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });
  return page.screenshot({ ...options, fullPage: true });
}
