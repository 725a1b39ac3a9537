/**
 * Mermaid → SVG in one headless Chromium, offline: the page is blank, Mermaid
 * comes from node_modules as a script tag, and every request is refused.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { createRequire } from 'node:module';
import type { Legend } from './legend';

export interface RenderRequest {
  id: string;
  source: string;
  /** Drawn under the diagram, in the SVG itself. */
  legend?: Legend;
}

export interface RenderResult {
  id: string;
  svg: string;
  width: number;
  height: number;
  /** Label lines Mermaid broke inside a word (it wraps an arrow's label at 200 px): each one a legibility defect. */
  brokenWords: string[];
  /** Arrows that pass through a state box other than their own ends ('a → b crosses c'): each one a legibility defect. */
  crossings: string[];
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
    // tsx keeps function names with a `__name` helper that the page does not have.
    await page.evaluate('globalThis.__name = (f) => f');
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

  async render({ id, source, legend }: RenderRequest): Promise<RenderResult> {
    const domId = `statechart-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
    const { svg, brokenWords, crossings } = await this.page.evaluate(
      async ({ domId, source, legend }) => {
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

        // A state box's rows are not Markdown: a code row, written `*…*`, is made small italics here.
        for (const row of root.querySelectorAll<SVGTSpanElement>('g.node tspan.text-outer-tspan')) {
          const text = (row.textContent ?? '').trim();
          if (!/^\*.+\*$/.test(text)) continue;
          const words = row.querySelectorAll('tspan');
          const first = words[0];
          const last = words[words.length - 1];
          if (!first || !last) continue;
          first.textContent = (first.textContent ?? '').replace('*', '');
          last.textContent = (last.textContent ?? '').replace(/\*(\s*)$/, '$1');
          for (const w of words) w.setAttribute('font-style', 'italic');
        }

        // A word of the rendered text that is not a word of the source: Mermaid broke it to fit 200 px.
        const words = new Set(source.split(/<br\/>|\s+|"|\*|`/).filter((w) => w !== ''));
        const broken: string[] = [];
        for (const row of root.querySelectorAll('text > tspan')) {
          for (const word of (row.textContent ?? '').split(/\s+/)) {
            if (word !== '' && !words.has(word)) broken.push(word);
          }
        }

        // The code names (Markdown *italics* in the source) small and grey, under the Spanish.
        for (const span of root.querySelectorAll<SVGTSpanElement>('tspan[font-style="italic"]')) {
          span.setAttribute('font-size', '11px');
          span.setAttribute('fill', '#555555');
        }

        // An arrow through a box it does not start or end at: sampled every 2 px against every state box.
        const boxes = [...root.querySelectorAll<SVGGElement>('g.node')].map((node) => ({
          name: node.id.replace(/^.*-state-/, '').replace(/-\d+$/, ''),
          rect: node.getBoundingClientRect(),
        }));
        const inside = (r: DOMRect, x: number, y: number, margin: number) =>
          x > r.left + margin && x < r.right - margin && y > r.top + margin && y < r.bottom - margin;
        const crossings: string[] = [];
        for (const path of root.querySelectorAll<SVGPathElement>('g.edgePaths path, path.transition')) {
          const ctm = path.getScreenCTM();
          const length = path.getTotalLength();
          if (!ctm || length === 0) continue;
          const at = (d: number) => path.getPointAtLength(d).matrixTransform(ctm);
          const first = at(0);
          const last = at(length);
          const ends = boxes.filter((b) => inside(b.rect, first.x, first.y, -4) || inside(b.rect, last.x, last.y, -4));
          const from = ends[0]?.name ?? '?';
          const to = ends.at(-1)?.name ?? '?';
          const crossed = new Set<string>();
          for (let d = 0; d <= length; d += 2) {
            const p = at(d);
            for (const b of boxes) if (!ends.includes(b) && inside(b.rect, p.x, p.y, 2)) crossed.add(b.name);
          }
          for (const name of crossed) crossings.push(`${from} → ${to} crosses ${name}`);
        }

        // The legend, under the diagram, inside the SVG.
        if (legend) {
          const NS = 'http://www.w3.org/2000/svg';
          const el = (tag: string, attrs: Record<string, string | number>, text?: string) => {
            const e = document.createElementNS(NS, tag);
            for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
            if (text !== undefined) e.textContent = text;
            return e;
          };
          const [vx, vy, vw, vh] = root.getAttribute('viewBox')!.split(/\s+/).map(Number) as [number, number, number, number];
          const ROW = 26;
          const COLUMN = 760;
          const columns = vw >= 2 * COLUMN + 40 ? 2 : 1;
          const perColumn = Math.ceil(legend.rows.length / columns);
          const top = vy + vh + 24;
          const g = el('g', {
            class: 'legend',
            'font-family': 'Arial, Liberation Sans, Helvetica, sans-serif',
            'font-size': '13px',
            fill: '#333333',
          });
          g.appendChild(
            el('line', {
              x1: vx + 8,
              y1: top - 12,
              x2: vx + Math.max(vw, columns * COLUMN) - 8,
              y2: top - 12,
              stroke: '#cccccc',
            }),
          );
          g.appendChild(el('text', { x: vx + 16, y: top + 8, 'font-weight': 'bold', 'font-size': '14px' }, legend.title));
          const stroke = { stroke: '#9370DB', 'stroke-width': 1, fill: '#ECECFF' };
          legend.rows.forEach((row, k) => {
            const x = vx + 16 + Math.floor(k / perColumn) * COLUMN;
            const y = top + 24 + (k % perColumn) * ROW;
            const mark = el('g', { transform: `translate(${x}, ${y})` });
            const arrow = (dashed: boolean) => {
              mark.appendChild(
                el('line', {
                  x1: 0,
                  y1: 0,
                  x2: 140,
                  y2: 0,
                  stroke: '#333333',
                  'stroke-width': 1.5,
                  ...(dashed ? { 'stroke-dasharray': '5 4' } : {}),
                }),
              );
              mark.appendChild(el('path', { d: 'M140,0 L132,-4 L132,4 Z', fill: '#333333' }));
              if (row.sample) {
                const label = el('text', { x: 70, y: -4, 'text-anchor': 'middle', 'font-size': '12px' }, row.sample);
                mark.appendChild(el('rect', { x: 8, y: -16, width: 124, height: 15, fill: '#ffffff' }));
                mark.appendChild(label);
              }
            };
            switch (row.mark) {
              case 'box':
                mark.appendChild(el('rect', { x: 0, y: -10, width: 140, height: 20, rx: 5, ...stroke }));
                break;
              case 'frame':
                mark.appendChild(el('rect', { x: 0, y: -11, width: 140, height: 22, rx: 5, fill: '#ffffff', stroke: '#9370DB' }));
                mark.appendChild(el('rect', { x: 0, y: -11, width: 140, height: 7, fill: '#ECECFF', stroke: '#9370DB' }));
                break;
              case 'start':
                mark.appendChild(el('circle', { cx: 70, cy: 0, r: 7, fill: '#333333' }));
                break;
              case 'end':
                mark.appendChild(el('circle', { cx: 70, cy: 0, r: 8, fill: '#ffffff', stroke: '#333333', 'stroke-width': 1.5 }));
                mark.appendChild(el('circle', { cx: 70, cy: 0, r: 4.5, fill: '#333333' }));
                break;
              case 'regions':
                mark.appendChild(el('line', { x1: 0, y1: 0, x2: 140, y2: 0, stroke: '#9370DB', 'stroke-dasharray': '10 10' }));
                break;
              case 'anyBox':
                mark.appendChild(
                  el('rect', {
                    x: 0,
                    y: -10,
                    width: 140,
                    height: 20,
                    rx: 5,
                    fill: '#ffffff',
                    stroke: '#8a8a8a',
                    'stroke-dasharray': '4 4',
                  }),
                );
                break;
              case 'arrow':
                arrow(false);
                break;
              case 'dashedArrow':
                arrow(true);
                break;
              case 'code':
                mark.appendChild(
                  el(
                    'text',
                    { x: 70, y: 4, 'text-anchor': 'middle', 'font-style': 'italic', 'font-size': '11px', fill: '#555555' },
                    row.sample ?? '',
                  ),
                );
                break;
            }
            g.appendChild(mark);
            g.appendChild(el('text', { x: x + 156, y: y + 4.5 }, row.meaning));
          });
          root.appendChild(g);
          const bottom = top + 24 + perColumn * ROW;
          root.setAttribute('viewBox', `${vx} ${vy} ${Math.max(vw, columns * COLUMN + 16)} ${bottom - vy}`);
        }

        const svg = new XMLSerializer().serializeToString(root);
        host.remove();
        return { svg, brokenWords: broken, crossings };
      },
      { domId, source, legend },
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
    return { id, svg: `${sized}\n`, width, height, brokenWords, crossings };
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
