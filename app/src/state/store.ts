import { createStore } from 'jotai';

/**
 * The one Jotai store of the app. `providers.tsx` hands it to `<Provider>`; code outside React (the
 * HTTP client, the global error listeners) reads and writes the same atoms through it.
 */
export const appStore = createStore();
