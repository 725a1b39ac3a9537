import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HttpStatusProvider, useHttpStatus, type RenderedStatus } from '../../src/app/httpStatus';

/**
 * A page the server renders as 'Página No Encontrada' answers 404 (src/app/httpStatus.ts): the view
 * reports it while rendering, since server rendering runs no effects; in the browser nothing listens.
 */

const Page = ({ code }: { code: number }) => {
  useHttpStatus(code);
  return createElement('h1', null, 'Página');
};

describe('a view sets the status of the page the server renders', () => {
  it('a view that reports 404 makes the rendered status 404; one that reports 200 leaves it 200', () => {
    const missing: RenderedStatus = { code: 200 };
    renderToString(createElement(HttpStatusProvider, { status: missing, children: createElement(Page, { code: 404 }) }));
    expect(missing.code).toBe(404);
    const found: RenderedStatus = { code: 404 };
    renderToString(createElement(HttpStatusProvider, { status: found, children: createElement(Page, { code: 200 }) }));
    expect(found.code).toBe(200);
  });

  it('without a provider (the browser) the view renders and reports to no one', () => {
    expect(renderToString(createElement(Page, { code: 404 }))).toBe('<h1>Página</h1>');
  });
});
