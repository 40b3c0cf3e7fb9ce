import type { Root, RootOptions } from 'react-dom/client';
import { whenIdle } from '../components/lib/idle';

/**
 * A pre-rendered page is hydrated: React adopts the HTML it finds and never creates an element, so the first
 * client navigation (a tool opened from its card) is the first time React creates, fills and inserts elements,
 * and removes a page. V8 then compiles that code as it first runs: 15-20 ms of the 130-150 ms from the click to a
 * usable tool under a 4× slower CPU (issue 13). Once the page is idle, this renders a small form like a tool's into
 * a detached element, then removes it: nothing is shown, nothing is fetched, and the first navigation runs code
 * already compiled.
 */
export function warmUpRendering(createRoot: (container: Element, options?: RootOptions) => Root): void {
  whenIdle(() => {
    // At normal priority (no flushSync), so that it never cuts into the page's own root; a recoverable error of
    // that root (a tool chunk that failed while hydrating) stays that root's business.
    const root = createRoot(document.createElement('div'), { onRecoverableError: () => undefined });
    root.render(
      <div className="warm-up">
        <label>
          Montant <input type="text" defaultValue="1" />
        </label>
        <select defaultValue="a">
          <option value="a">a</option>
        </select>
        <textarea defaultValue="" />
        <button type="button" onClick={() => undefined}>
          <svg viewBox="0 0 24 24" aria-hidden>
            <path d="M0 0h1" />
          </svg>
          OK
        </button>
      </div>,
    );
    whenIdle(() => root.unmount());
  });
}
