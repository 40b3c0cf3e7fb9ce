// Outilo: the website's pages request their code once their first contentful paint has been reported (issue 13),
// so that the pre-rendered page paints without its JavaScript on the way: the browser then gives the stylesheet
// and the page all of the connection, and a page opened in the background starts at once.
// Run inline (a classic script at the end of the body, allowed by its hash in the CSP); the page's modules are
// listed in the JSON block before it, the entry first (scripts/inline-scripts-plugin.ts, scripts/prerender.mjs).
(function () {
  var started = false;
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
  }
  if (document.visibilityState === 'hidden') return start();
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    return start();
  }
  // A page that never reports its first paint (a prerendered page not shown yet, a browser without paint timing).
  setTimeout(start, 3000);
})();
