// Outilo: applies the chosen theme (Clair / Sombre) before the first paint; Auto is left to the CSS media query.
try{var t=JSON.parse(localStorage.getItem('outilo:theme'));if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}
