import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, readStoredTheme } from './app/theme/theme-storage';
import { zodConfigured } from './lib/api';
import './styles.css';

// Zod (and its CSP-safe setting) loads beside the first paint, not before it: see lib/zod-without-eval.
void zodConfigured;

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
