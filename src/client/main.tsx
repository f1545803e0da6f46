import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { removeFirstPaint } from './app/first-paint-html.ts';
import { mirrorPreferenceCookies } from './lib/storage.ts';
import './index.css';

function showMountFailure(error: unknown): void {
  console.error('Failed to initialize application', error);
  removeFirstPaint();
  const root = document.getElementById('root') ?? document.body;
  root.innerHTML = '';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:28rem;margin:4rem auto;padding:1.5rem;text-align:center;font-family:system-ui';
  const title = document.createElement('h1');
  title.textContent = 'Failed to initialize application';
  const button = document.createElement('button');
  button.textContent = 'Reload';
  button.style.cssText = 'margin-top:1rem;padding:.5rem 1rem;border-radius:.375rem;background:#0f766e;color:#fff';
  button.onclick = () => window.location.reload();
  box.append(title, button);
  root.append(box);
}

try {
  mirrorPreferenceCookies();
  const container = document.getElementById('root');
  if (!container) throw new Error('Root element #root is missing');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Noto Sans SC's faces for the Chinese names every language shows (index.css): split by Unicode
  // range, so a device without a Chinese font fetches only the glyphs a page shows, and one with
  // a Chinese font fetches none. Not on the first paint's path.
  import('@fontsource-variable/noto-sans-sc/index.css').catch(() => {
    // Not loaded: the system's fonts stay, as before.
  });
} catch (error) {
  showMountFailure(error);
}
