// Outilo: applies the chosen theme (Clair / Sombre) before the first paint; Auto is left to the CSS media query.
try{var t=JSON.parse(localStorage.getItem('outilo:theme'));if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}
// A page script the server no longer has (404: a deploy replaced it): one reload in 30 s, as ErrorBoundary; a script
// the connection failed to bring, or no code started after 8 s: a tool page shows its code notice until
// site/main.tsx runs.
!function(d){function f(){d.code||!document.querySelector('.code-notice')||(d.code='failed')}setTimeout(f,8e3);addEventListener('error',function(e){var s=e.target,k='outilo:chunk-reload';if(!s||s.tagName!=='SCRIPT')return;if(s.type!=='module'||navigator.onLine===false)return f();fetch(s.src,{method:'HEAD',cache:'no-store'}).then(function(r){var n=Date.now();try{if((r.status===404||r.status===410)&&n-(Number(sessionStorage.getItem(k))||0)>3e4){sessionStorage.setItem(k,n);return location.reload()}}catch(x){}f()},f)},true)}(document.documentElement.dataset)
