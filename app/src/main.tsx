import '@alegato/ui/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readDocumentConfig } from './config';
import { configAtom } from './state/config';
import { appStore } from './state/store';
import { installGlobalErrorListeners } from './errors/report';
import { applyInitialTheme } from './theme/colorScheme';
import { createAppRouter } from './router';

installGlobalErrorListeners();
applyInitialTheme();

const config = readDocumentConfig();
appStore.set(configAtom, config);

// Each page sets its own description (PageMeta); the static one in index.html is for crawlers without JS.
document.querySelector('meta[name="description"][data-static]')?.remove();

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
