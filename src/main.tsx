import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './App';
import { createClientStorefront } from './app/storefront';
import { readPageData } from './app/pageData';
import { preloadPage } from './routes';

const container = document.getElementById('root')!;
const page = readPageData(document);
const { actor, refs } = createClientStorefront(page?.catalogue ?? null);
const app = (
  <StrictMode>
    <App refs={refs} serverRendered={page !== null} onMounted={page ? () => void actor.start() : undefined} />
  </StrictMode>
);

// A page the server rendered is hydrated once its screen's chunk (preloaded by the head) is in,
// so the first render is the server's markup exactly; without one (the Vite dev server, the
// screens the browser renders alone) the app renders from scratch.
if (page) {
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else {
  actor.start();
  createRoot(container).render(app);
}
