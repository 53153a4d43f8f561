// Runs inline at the end of the page's body. The server HTML is the whole page: on a phone it
// should be on screen before the site's code (hundreds of kilobytes) takes the network and the
// processor. So the code is not linked from the page; this script starts it once the page has
// painted, the modules it needs fetched beside the entry, a few per task:
// - #app-scripts (written at build time) names the shell's entry and the shell's modules;
// - #page-modules (written by the server) names the modules of the page it rendered, each
//   with the hash its remote's build lists. The browser keeps a preloaded module only when its
//   bytes have that hash; each such preload is marked data-checked="ok" or "failed" when it
//   ends, and the shell does not load a remote one of whose preloads failed (import() takes no
//   hash, so it would fetch the file again unchecked). A module the federation runtime imports
//   without a preload (a page opened after this one, a chunk not listed) is not checked.
// A page the server did not render, or one not shown (a background tab does not paint), starts
// its code at once. Presses and typing meanwhile are kept by the early input script.
(function () {
  var doc = document;
  var started = false;
  var FIRST_PAINT_WAIT_MS = 1500;

  function listIn(id) {
    var element = doc.getElementById(id);
    if (!element) return null;
    try {
      return JSON.parse(element.textContent || 'null');
    } catch {
      return null;
    }
  }

  /** A module element, fetched in the same mode as the modules it imports so their preloads are used. */
  function moduleElement(tag, attributes) {
    var element = doc.createElement(tag);
    element.setAttribute('crossorigin', '');
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    return element;
  }

  /** Marks how a preload carrying a hash ended, for the shell to read before it loads the remote. */
  function checked(link) {
    link.addEventListener('load', function () {
      link.setAttribute('data-checked', 'ok');
    });
    link.addEventListener('error', function () {
      link.setAttribute('data-checked', 'failed');
    });
    return link;
  }

  // Each insertion starts a fetch, which can take the main thread 5 to 15 milliseconds on a
  // phone: two per task keep each task short, and the dozen modules still all start within a
  // few tasks.
  var INSERTED_PER_TASK = 2;
  function insertInTurns(elements) {
    var batch = doc.createDocumentFragment();
    elements.splice(0, INSERTED_PER_TASK).forEach(function (element) {
      batch.appendChild(element);
    });
    doc.head.appendChild(batch);
    if (elements.length) {
      setTimeout(function () {
        insertInTurns(elements);
      }, 0);
    }
  }

  var fallback;
  function start() {
    if (started) return;
    started = true;
    clearTimeout(fallback);
    var app = listIn('app-scripts');
    if (!app || !app.entry) return;
    var modules = (app.modules || []).concat(listIn('page-modules') || []);
    var preloads = [];
    modules.forEach(function (listed) {
      if (typeof listed === 'string') preloads.push(moduleElement('link', { rel: 'modulepreload', href: listed }));
      else if (listed && typeof listed.href === 'string' && typeof listed.integrity === 'string') {
        preloads.push(checked(moduleElement('link', { rel: 'modulepreload', href: listed.href, integrity: listed.integrity })));
      }
    });
    insertInTurns(preloads.concat([moduleElement('script', { type: 'module', src: app.entry })]));
  }

  var observesPaint = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  var waitsForPaint = observesPaint && doc.visibilityState === 'visible' && doc.getElementById('ssr-state');
  if (!waitsForPaint) {
    start();
    return;
  }
  new PerformanceObserver(function (entries, observer) {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A page that has not painted by then (hidden meanwhile, or a browser that reports no paint)
  // starts anyway.
  fallback = setTimeout(start, FIRST_PAINT_WAIT_MS);
})();
