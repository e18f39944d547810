// First: zod's settings before any module parses.
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Thiếu phần tử #root trong index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
