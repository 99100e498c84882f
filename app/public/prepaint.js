// Runs before the prerendered page paints (ADR 0035). A stored session (supabase-js keeps it under
// `sb-<project>-auth-token` in localStorage or sessionStorage) marks <html data-session>, which hides
// #root until the app has rendered the loading screen in its place: a signed-in user never sees the
// landing page flash. main.tsx removes the attribute once React has rendered.
(function () {
  try {
    var stores = [window.localStorage, window.sessionStorage];
    for (var s = 0; s < stores.length; s++) {
      for (var i = 0; i < stores[s].length; i++) {
        if (/^sb-.+-auth-token$/.test(stores[s].key(i) || '')) {
          document.documentElement.setAttribute('data-session', '');
          return;
        }
      }
    }
  } catch {
    // Storage blocked: no session either.
  }
})();
