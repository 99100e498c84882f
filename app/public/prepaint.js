// Runs before a prerendered page paints (ADR 0035); classic, blocking and tiny on purpose.
// 1. The colour scheme: the prerendered <html> carries the light theme class and names both classes in
//    data attributes; a system asking for dark gets the dark class before the first paint (main.tsx's
//    applyInitialTheme keeps it in step afterwards).
// 2. A stored session (supabase-js keeps it under `sb-<project>-auth-token` in localStorage or
//    sessionStorage) marks <html data-session>, which hides #root until the app has rendered the loading
//    screen in its place: a signed-in user never sees the landing page flash. main.tsx removes the
//    attribute once React has rendered.
(function () {
  var html = document.documentElement;
  try {
    var light = html.getAttribute('data-theme-light');
    var dark = html.getAttribute('data-theme-dark');
    if (light && dark && window.matchMedia('(prefers-color-scheme: dark)').matches) {
      html.classList.remove(light);
      html.classList.add(dark);
    }
  } catch {
    // No matchMedia: light.
  }
  try {
    var stores = [window.localStorage, window.sessionStorage];
    for (var s = 0; s < stores.length; s++) {
      for (var i = 0; i < stores[s].length; i++) {
        if (/^sb-.+-auth-token$/.test(stores[s].key(i) || '')) {
          html.setAttribute('data-session', '');
          return;
        }
      }
    }
  } catch {
    // Storage blocked: no session either.
  }
})();
