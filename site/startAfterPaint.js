// Outilo: the website's pages request their code once their first contentful paint has been reported (issue 13),
// so that the pre-rendered page paints without its JavaScript on the way: the browser then gives the stylesheet
// and the page all of the connection, and a page opened in the background starts at once.
// Run inline (a classic script at the end of the body, allowed by its hash in the CSP); the page's modules are
// listed in the JSON block before it, the entry first (scripts/inline-scripts-plugin.ts, scripts/prerender.mjs).
(function () {
  var started = false;
  var hold = null;
  if (document.visibilityState === 'hidden') return start();
  function release() {
    if (!hold) return;
    hold.contentDocument.close();
    hold.remove();
    hold = null;
  }
  function start() {
    if (started) return;
    started = true;
    var files = JSON.parse(document.getElementById('outilo-modules').textContent);
    for (var i = 1; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = files[i];
      document.head.appendChild(link);
    }
    import(files[0]);
    // Past the first paint, the page is laid out: its load event may come.
    release();
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    return start();
  }
  // Until the code is requested, a hidden empty frame whose document is kept open holds the page's load event (a
  // page's load waits for its frames'; a document being written is not loaded until closed). With nothing else to
  // wait for, the stylesheet's arrival would end the document, and Chromium lays the whole page out before firing
  // `load`: that first style and layout (70-175 ms on a phone-speed CPU, mostly font lookups) would be one long
  // task, blocking input. Held, it happens in the first frame's rendering, as when the modules were preloaded.
  // The frame is about:blank (no request), out of the layout and of the accessibility tree, and gone before the
  // page's code runs.
  try {
    hold = document.createElement('iframe');
    hold.hidden = true;
    document.body.appendChild(hold);
    hold.contentDocument.open();
  } catch (error) {
    hold = null;
  }
  // A page that never reports its first paint (a prerendered page not shown yet, a browser without paint timing).
  setTimeout(start, 3000);
})();
