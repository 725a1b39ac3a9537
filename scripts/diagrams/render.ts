/**
 * Mermaid → SVG in one headless Chromium, offline: the page is blank, Mermaid
 * comes from node_modules as a script tag, and every request is refused.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { createRequire } from 'node:module';

export interface RenderRequest {
  id: string;
  source: string;
}

export interface RenderResult {
  id: string;
  svg: string;
  width: number;
  height: number;
  /** Label lines Mermaid broke inside a word (it wraps an arrow's label at 200 px): each one a legibility defect. */
  brokenWords: string[];
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

declare global {
  interface Window {
    mermaid: {
      initialize(config: Record<string, unknown>): void;
      render(id: string, source: string): Promise<{ svg: string }>;
    };
  }
}

export class DiagramRenderer {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async launch(): Promise<DiagramRenderer> {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const context = await browser.newContext({ viewport: { width: 1600, height: 1200 }, deviceScaleFactor: 1 });
    // No network: anything but the blank page and inline data is refused.
    await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
    const page = await context.newPage();
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    const require = createRequire(import.meta.url);
    await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
    await page.evaluate(() => {
      window.mermaid.initialize({
        startOnLoad: false,
        securityLevel: 'strict',
        deterministicIds: true,
        // Pure SVG text, no <foreignObject>: the file shows the same in any SVG viewer.
        htmlLabels: false,
        flowchart: { htmlLabels: false },
      });
    });
    return new DiagramRenderer(browser, page);
  }

  async render({ id, source }: RenderRequest): Promise<RenderResult> {
    const domId = `statechart-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
    const { svg, brokenWords } = await this.page.evaluate(
      async ({ domId, source }) => {
        const rendered = (await window.mermaid.render(domId, source)).svg;
        const host = document.createElement('div');
        document.body.appendChild(host);
        host.innerHTML = rendered;
        const root = host.querySelector('svg')!;

        // Mermaid sizes a state's description by its first row only: with a longer row below, the rows
        // start off-centre and the title drifts left. Centre the title, and the rows as a block.
        for (const node of root.querySelectorAll<SVGGElement>('g.node')) {
          const outer = node.querySelector<SVGRectElement>(':scope > g > rect.outer');
          const parts = node.querySelectorAll<SVGTextElement>(':scope > g.label > g > text');
          if (!outer || !node.querySelector(':scope > g > line.divider') || parts.length !== 2) continue;
          const label = node.querySelector<SVGGElement>(':scope > g.label')!;
          const lx = label.transform.baseVal.consolidate()?.matrix.e ?? 0;
          const [title, rows] = [parts[0]!, parts[1]!];
          const ty = title.transform.baseVal.consolidate()?.matrix.f ?? 0;
          const ry = rows.transform.baseVal.consolidate()?.matrix.f ?? 0;
          const tb = title.getBBox();
          const rb = rows.getBBox();
          const left = outer.x.baseVal.value;
          const width = outer.width.baseVal.value;
          title.setAttribute('transform', `translate(${-lx - tb.x - tb.width / 2}, ${ty})`);
          rows.setAttribute('transform', `translate(${left + (width - rb.width) / 2 - lx - rb.x}, ${ry})`);
        }

        // A word of the rendered text that is not a word of the source: Mermaid broke it to fit 200 px.
        const words = new Set(source.split(/<br\/>|\s+|"/).filter((w) => w !== ''));
        const broken: string[] = [];
        for (const row of root.querySelectorAll('text > tspan')) {
          for (const word of (row.textContent ?? '').split(/\s+/)) {
            if (word !== '' && !words.has(word)) broken.push(word);
          }
        }
        const svg = new XMLSerializer().serializeToString(root);
        host.remove();
        return { svg, brokenWords: broken };
      },
      { domId, source },
    );
    // Natural size: width and height from the viewBox instead of width="100%", so it reads at 100 %.
    const box = /viewBox="(\S+) (\S+) (\S+) (\S+)"/.exec(svg);
    if (!box) throw new Error(`${id}: Mermaid returned an SVG without a viewBox`);
    const width = Math.ceil(Number(box[3]));
    const height = Math.ceil(Number(box[4]));
    const sized = svg
      // Mermaid names the dashed region dividers with a random id: numbered instead, so the file is the same every run.
      .replace(/(-state-)id-[a-z0-9]+-(\d+-\d+)"/g, '$1divider-$2"')
      .replace(/^<svg([^>]*?) width="100%"/, `<svg$1 width="${width}" height="${height}"`)
      .replace(/^(<svg[^>]*?) style="max-width: [\d.]+px;"/, '$1');
    return { id, svg: `${sized}\n`, width, height, brokenWords };
  }

  /** A PNG of the SVG at 100 %, on white, for looking at it. */
  async screenshot(result: RenderResult, path: string): Promise<void> {
    const page = await this.page.context().newPage();
    await page.setViewportSize({ width: result.width + 16, height: result.height + 16 });
    await page.setContent(`<!doctype html><html><body style="margin:8px;background:#fff">${result.svg}</body></html>`);
    await page.locator('svg').first().screenshot({ path });
    await page.close();
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
