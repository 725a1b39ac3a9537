import { Router } from 'wouter';
import { Layout } from './layout/Layout';
import { Routes } from './routes';
import { StorefrontProvider, type StorefrontRefs } from './app/storefrontRefs';

export interface AppProps {
  refs: StorefrontRefs;
  /** The page came from the server complete: no loading cover over it. */
  serverRendered: boolean;
  /** Called once the page's content is hydrated (routes.tsx): the storefront starts then. */
  onMounted?: () => void;
  /** Server rendering: the request's path and query (the browser's location otherwise). */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ refs, serverRendered, onMounted, ssrPath, ssrSearch }: AppProps) {
  return (
    <StorefrontProvider refs={refs}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Layout serverRendered={serverRendered} onMounted={onMounted}>
          <Routes onMounted={onMounted} />
        </Layout>
      </Router>
    </StorefrontProvider>
  );
}
