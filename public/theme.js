// Outilo: applies the chosen theme (Clair / Sombre) before the first paint; Auto is left to the CSS media query.
try{var t=JSON.parse(localStorage.getItem('outilo:theme'));if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}
// A tool page whose script fails to load, or has not started after 8 s, shows its code notice until site/main.tsx runs.
!function(d){function f(){d.code||!document.querySelector('.code-notice')||(d.code='failed')}setTimeout(f,8e3);addEventListener('error',function(e){e.target.tagName==='SCRIPT'&&f()},true)}(document.documentElement.dataset)
