import '@alegato/ui/fonts.css';
// The library's global CSS (reset, document defaults, themes). `@alegato/ui` imports it too, but the
// bundler drops that side-effect-only import in production builds, so the app imports it itself.
import '@alegato/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readDocumentConfig } from './config';
import { configAtom } from './state/config';
import { appStore } from './state/store';
import { installGlobalErrorListeners } from './errors/report';
import { applyInitialTheme } from './theme/colorScheme';
import { createAppRouter } from './router';
import { hasStoredSession } from './auth/client';
import { authAtom } from './state/auth';
import { startConsentRetries } from './consent/consent';

installGlobalErrorListeners();
applyInitialTheme();

const config = readDocumentConfig();
appStore.set(configAtom, config);

// Signed out without a stored session: the landing page renders at once, supabase-js stays unloaded.
// With one, a loading screen shows until the session and the profile are checked (spec §2, §4).
// The auth flows (and the API client they use) load only then, keeping them out of the entry chunk.
if (hasStoredSession()) {
  appStore.set(authAtom, { status: 'loading', user: null });
  void import('./auth/session').then((m) => m.initAuth());
} else {
  appStore.set(authAtom, { status: 'signedOut', user: null });
}
startConsentRetries();

// Each page sets its own title and description (PageMeta); the static ones in index.html are for
// clients without JavaScript.
document.querySelector('head > title[data-static]')?.remove();
document.querySelector('meta[name="description"][data-static]')?.remove();

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
