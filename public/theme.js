// Outilo: applies the chosen theme (Clair / Sombre) before the first paint; Auto is left to the CSS media query.
try{var t=JSON.parse(localStorage.getItem('outilo:theme'));if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}
// A page script that cannot load (a deploy removed its chunks while the page loaded): one reload in 30 s, as ErrorBoundary.
addEventListener('error',function(e){var s=e.target,k='outilo:chunk-reload',n=Date.now();if(s&&s.tagName==='SCRIPT'&&s.type==='module'&&navigator.onLine!==false)try{if(n-(Number(sessionStorage.getItem(k))||0)>3e4){sessionStorage.setItem(k,n);location.reload()}}catch(x){}},true)
