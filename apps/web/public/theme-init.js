/* global window, document, requestAnimationFrame */
// Runs before the first paint; a file, for a strict CSP. What it does: docs/decisions/034, 044, 046.
(function () {
  // 1. The saved colour mode, before the first paint (src/lib/theme.ts).
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
    // Storage blocked: light.
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;

  // 2. A server-rendered page's scripts (<template id="after-paint">), started once it is on screen:
  // the module preloads moved in as they are (no script object is made for them), the entry script
  // made anew (a script moved out of a template would not run).
  var started = false;
  function startScripts() {
    var kept = document.getElementById('after-paint');
    if (started || !kept) return;
    started = true;
    var content = kept.content;
    var entry = content.querySelector('script');
    var copy = null;
    if (entry) {
      copy = document.createElement('script');
      for (var j = 0; j < entry.attributes.length; j += 1) {
        copy.setAttribute(entry.attributes[j].name, entry.attributes[j].value);
      }
      entry.remove();
    }
    document.head.appendChild(content);
    if (copy) document.head.appendChild(copy);
    kept.remove();
  }
  // When the page's first contentful paint is on screen: its timing entry comes once the frame is
  // presented, which can be well after the frame's paint task (rAF, then a timeout, fires right after
  // that task). A hidden page paints nothing: its scripts start at once. Where paint timing is not
  // offered, after the first frame; in any case after FALLBACK_MS.
  var FALLBACK_MS = 2000;
  function afterPaint() {
    setTimeout(startScripts, FALLBACK_MS);
    if (document.visibilityState === 'hidden') return startScripts();
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') startScripts();
    });
    var Observer = window.PerformanceObserver;
    var types = (Observer && Observer.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) {
      requestAnimationFrame(function () {
        setTimeout(startScripts, 0);
      });
      return;
    }
    var observer = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(startScripts, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();

  // 3. What the visitor changes before hydration (src/lib/typed-before-hydration.ts).
  // The app takes the list once it is hydrated; then the listeners go.
  var typed = [];
  window.__typedBeforeHydration = typed;
  function keep(event) {
    if (window.__typedBeforeHydration !== typed) {
      document.removeEventListener('input', keep, true);
      document.removeEventListener('change', keep, true);
    } else if (typed.indexOf(event.target) < 0) typed.push(event.target);
  }
  document.addEventListener('input', keep, true);
  document.addEventListener('change', keep, true);
})();
