import { expect, test } from './fixtures';

/**
 * The built app answers the icons browsers and phones ask for, and a shared link shows a
 * picture: every menu page's og:image is a PNG of this site that answers 200.
 */
test.describe('icons and social pictures of the build', () => {
  test('/favicon.ico, /apple-touch-icon.png and the manifest icons answer 200 with their image types', async ({ request }) => {
    for (const [path, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/icons/icon-192.png', 'image/png'],
      ['/icons/icon-512.png', 'image/png'],
      ['/icons/icon-maskable-512.png', 'image/png'],
    ] as const) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toBe(type);
    }
  });

  for (const path of ['/', '/productos/pollo-asado', '/productos/pollo-asado/pollo-asado-entero']) {
    test(`${path}: og:image is an absolute PNG of this site, 1200 × 630, that answers 200, with a large Twitter card`, async ({
      request,
      baseURL,
    }) => {
      const html = await (await request.get(path)).text();
      const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
      const image = meta('og:image') ?? '';
      expect(image.startsWith(`${baseURL}/img/social/`)).toBe(true);
      expect(meta('og:image:width')).toBe('1200');
      expect(meta('og:image:height')).toBe('630');
      expect(meta('twitter:card')).toBe('summary_large_image');
      const picture = await request.get(image);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
    });
  }
});
