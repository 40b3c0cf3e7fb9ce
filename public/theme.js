// Outilo: applies the chosen theme (Clair / Sombre) before the first paint; Auto is left to the CSS media query.
try{var t=JSON.parse(localStorage.getItem('outilo:theme'));if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}
// A page script that cannot load: one reload in 30 s (a deploy replaced it), as ErrorBoundary; else, or with no code
// started after 8 s, a tool page shows its code notice until site/main.tsx runs.
!function(d){function f(){d.code||!document.querySelector('.code-notice')||(d.code='failed')}setTimeout(f,8e3);addEventListener('error',function(e){var s=e.target,k='outilo:chunk-reload',n=Date.now();if(!s||s.tagName!=='SCRIPT')return;try{if(s.type==='module'&&navigator.onLine!==false&&n-(Number(sessionStorage.getItem(k))||0)>3e4){sessionStorage.setItem(k,n);return location.reload()}}catch(x){}f()},true)}(document.documentElement.dataset)
