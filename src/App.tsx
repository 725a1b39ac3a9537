import { Router } from 'wouter';
import { Layout } from './layout/Layout';
import { Routes } from './routes';

export function App() {
  return (
    <Router>
      <Layout>
        <Routes />
      </Layout>
    </Router>
  );
}
