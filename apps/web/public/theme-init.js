/* global window, document */
// Applies the saved colour mode before the first paint (no flash). A file, not an inline script,
// so that a strict Content-Security-Policy needs no 'unsafe-inline'. Mirrors src/lib/theme.ts.
(function () {
  var root = document.documentElement;
  var theme = 'light';
  try {
    var preference = window.localStorage.getItem('color-mode');
    if (preference === 'light' || preference === 'dark') {
      theme = preference;
    } else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) {
      theme = 'dark';
    }
  } catch {
    // Storage may be blocked: keep the light theme.
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
})();
