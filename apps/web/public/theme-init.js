/* global window, document, requestAnimationFrame */
// Runs before the first paint. A file, not an inline script, so that a strict
// Content-Security-Policy needs no 'unsafe-inline'.
(function () {
  // 1. The saved colour mode, applied before the first paint (no flash). Mirrors src/lib/theme.ts.
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

  // 2. A page rendered on the server keeps its scripts in <template id="after-paint">: they are
  // started once the page has been painted, so that on a slow connection the HTML and CSS that
  // paint it do not share the line with the JavaScript that only hydrates it
  // (docs/decisions/034-server-rendering.md). A page without it starts its scripts as usual.
  var started = false;
  function startScripts() {
    var kept = document.getElementById('after-paint');
    if (started || !kept) return;
    started = true;
    var nodes = kept.content.children;
    for (var i = 0; i < nodes.length; i += 1) {
      // A script copied out of a template would not run: a new element is made from its attributes.
      var copy = document.createElement(nodes[i].tagName.toLowerCase());
      for (var j = 0; j < nodes[i].attributes.length; j += 1) {
        copy.setAttribute(nodes[i].attributes[j].name, nodes[i].attributes[j].value);
      }
      document.head.appendChild(copy);
    }
    kept.remove();
  }
  function afterPaint() {
    // The callback of the frame runs before its paint; the timeout after it. A background tab
    // paints no frames: the second timeout starts the scripts there.
    requestAnimationFrame(function () {
      setTimeout(startScripts, 0);
    });
    setTimeout(startScripts, 200);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
