/*
 * Starts the storefront's JavaScript on a server-rendered page once that page has loaded and painted
 * (server/web/pages.ts adds it instead of the module script). On slow 4G the HTML, its inlined
 * styles and the first product images then get the bandwidth first, and the menu shows before
 * ~140 KB of scripts compete for it; the app hydrates right after.
 */
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  function list(name) {
    return (script.getAttribute(name) || '').split(' ').filter(Boolean);
  }
  var preloads = list('data-preload');
  var later = list('data-preload-next');
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element[name] = attributes[name];
    element.crossOrigin = '';
    document.head.appendChild(element);
  }
  function preload(href) {
    add('link', { rel: 'modulepreload', href: href });
  }
  // The entry and its imports at once; the later steps' and the screen's chunks four to a task:
  // on a cheap phone each request costs the main thread a millisecond or more (server/web/pages.ts).
  function preloadLater() {
    later.splice(0, 4).forEach(preload);
    if (later.length > 0) setTimeout(preloadLater, 0);
  }
  function start() {
    preloads.forEach(preload);
    add('script', { type: 'module', src: entry });
    setTimeout(preloadLater, 0);
  }
  // A tap on a button before the app runs is kept and replayed once it is ready ('storefront:ready',
  // src/main.tsx), so an early 'Agregar' or 'Aceptar' is not lost. Links navigate as plain links.
  var taps = [];
  function keepTap(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    taps.push(button);
  }
  document.addEventListener('click', keepTap, true);
  document.addEventListener(
    'storefront:ready',
    function () {
      document.removeEventListener('click', keepTap, true);
      taps.forEach(function (button) {
        if (button.isConnected) button.click();
      });
      taps = [];
    },
    { once: true },
  );

  // After the frame that paints the loaded images: the scripts must not delay the largest paint.
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
})();
