/* global document, requestAnimationFrame, setTimeout */
/**
 * Starts the web app on a prerendered page (docs/decisions.md "Prerendered public pages"), emitted by
 * web/build/prerender-plugin.ts as a hashed asset. The page is already readable from its HTML; its code is fetched
 * only after that first paint, so on a slow connection the text and style sheets get the bandwidth first. The app
 * entry and the modules it imports come from this script tag's data attributes.
 */
(function startAfterFirstPaint() {
  var tag = document.currentScript;
  if (!tag) return;
  function start() {
    var modules = (tag.getAttribute('data-modules') || '').split(' ');
    for (var i = 0; i < modules.length; i += 1) {
      if (!modules[i]) continue;
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = modules[i];
      document.head.appendChild(preload);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = tag.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  // The frame callback runs just before the first paint; the timer after it.
  requestAnimationFrame(function afterFrame() {
    setTimeout(start, 0);
  });
})();
