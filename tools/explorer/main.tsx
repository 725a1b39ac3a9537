import './bufferShim';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/styles/global.css';
import './explorer.css';
import { Explorer } from './Explorer';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Explorer />
  </StrictMode>,
);
