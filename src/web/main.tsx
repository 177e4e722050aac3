import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, readStoredTheme } from './app/theme/theme-storage';
import './styles.css';

// Before the first render, so a dark-theme visitor never sees a light flash. This replaces the usual
// inline <script> in index.html, which the Content-Security-Policy (script-src 'self') forbids.
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
