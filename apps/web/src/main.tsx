// First: zod's settings before any module parses.
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

/**
 * The built index.html preloads the entry's stylesheets instead of blocking the first paint on them
 * (vite.config.ts): they become stylesheets here, in their order, and the app draws once they apply.
 */
function applyPreloadedStyles(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-app-style]');
  return Promise.all(
    Array.from(
      links,
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          // A stylesheet that fails to load must not keep the app from drawing.
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Thiếu phần tử #root trong index.html');

void applyPreloadedStyles().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
