// Outilo: applies the chosen theme (Clair / Sombre) before the first paint; Auto is left to the CSS media query.
try{var t=JSON.parse(localStorage.getItem('outilo:theme'));if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}
// Then starts the page's code once the page has painted (issue 13): its download no longer competes with the text
// and the stylesheet, which every visitor sees first. A pre-rendered page names its code in #outilo-start
// (scripts/prerender.mjs); a hidden tab, which paints nothing, starts at once.
(function(){
  var started=false;
  function start(){
    if(started)return;started=true;
    var data=document.getElementById('outilo-start'),s;
    try{s=JSON.parse(data.textContent)}catch(e){return}
    s.preload.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});
    var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=s.entry;document.head.appendChild(m);
  }
  function afterPaint(){
    if(!document.getElementById('outilo-start'))return;
    if(document.visibilityState==='hidden')return start();
    requestAnimationFrame(function(){setTimeout(start,0)});
    // Should a frame never come (a throttled tab), the code starts all the same.
    setTimeout(start,200);
  }
  if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint();
})();
