/**
 * Runs `run` once the page has loaded, `delay` milliseconds have passed and the browser is idle: for work that must
 * never compete with the page's own start.
 */
export function whenIdle(run: () => void, delay = 0): void {
  const idle = () =>
    setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : run()), delay);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
