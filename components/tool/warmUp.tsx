import type { Root, RootOptions } from 'react-dom/client';
import { whenIdle } from '../lib/idle';

/**
 * The first tool opened from a page (a card of the home page, a tool of the popup) was the first time that page
 * showed a tool's frame, and it paid for what the page had never needed (issue 13, a click to a usable tool):
 * - React's code that creates, fills and inserts elements: a pre-rendered page is hydrated, React adopts its HTML and
 *   never creates an element, so V8 compiled that code as the click first ran it (15-20 ms under a 4× slower CPU);
 * - the fonts of the frame's text sizes and weights that the page does not use (a tool's title, its result): Chromium
 *   looks each one up once per page, through the browser process (under 4×, 10 lookups and 25-60 ms of the click's
 *   50-60 ms layout in traces of the `/ttc-ht/` card; 5-20 ms once looked up).
 * Once the page is idle, this renders an outline of a tool's frame with the frame's own classes (so, at the page's
 * width, its own sizes and weights), lets the browser lay it out in its next frame, then removes it once idle again.
 * The outline lives in a closed shadow tree of a hidden, inert element out of the flow (`.warm-up`): nothing is shown,
 * read aloud, focusable or found by the page's own queries or by scripts reading the page, nothing is fetched (the
 * page's stylesheets are cached).
 * `compact` is the popup's frame.
 */
export function warmUpToolPage(createRoot: (container: Element, options?: RootOptions) => Root, { compact = false } = {}): void {
  whenIdle(() => {
    const host = document.createElement('div');
    host.className = 'warm-up';
    host.inert = true;
    // Closed: what reads the page from outside (an accessibility checker, an extension) does not see the outline
    // either; axe-core, for one, copies an open tree's stylesheets into the page, which the page's CSP refuses.
    const tree = host.attachShadow({ mode: 'closed' });
    const sheets = [...document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"], style')].map((sheet) => sheet.cloneNode(true) as HTMLElement);
    const container = document.createElement('div');
    tree.append(...sheets, container);
    document.body.append(host);
    // The stylesheets' copies apply once read from the memory cache (a second at most: the outline is no use unstyled).
    const styled = sheets.map((sheet) =>
      sheet instanceof HTMLLinkElement ? new Promise((done) => ((sheet.onload = sheet.onerror = done), setTimeout(done, 1000))) : undefined,
    );
    void Promise.all(styled).then(() => {
      // At normal priority (no flushSync), so that it never cuts into the page's own root; a recoverable error of
      // that root (a tool chunk that failed while hydrating) stays that root's business.
      const root = createRoot(container, { onRecoverableError: () => undefined });
      root.render(<ToolOutline compact={compact} />);
      whenIdle(() => {
        root.unmount();
        host.remove();
      });
    });
  });
}

/**
 * The texts of a tool's frame (components/tool/ToolFrame.tsx and the fields) whose size or weight a page without a tool
 * may lack, and one of each kind of element React creates there.
 */
function ToolOutline({ compact }: { compact: boolean }) {
  return (
    <article className={compact ? 'tool tool--compact' : 'tool'}>
      <h1 className="tool__title">Outil</h1>
      <div className="tool__body">
        <fieldset className="field choice">
          <legend className="field__label">Taux</legend>
          <label className="choice__option is-selected">
            <input type="radio" defaultChecked />
            <span>20 %</span>
          </label>
        </fieldset>
        <input className="input" aria-label="Montant" defaultValue="120" />
        <select className="input select" aria-label="Choix" defaultValue="a">
          <option value="a">Choix</option>
        </select>
        <textarea className="input textarea" aria-label="Texte" defaultValue="Texte" />
        <section className="result-card result-card--default">
          <h2 className="result-card__label">Résultat</h2>
          <p className="result-card__value">1 234,56 €</p>
          <dl className="result-card__details">
            <div className="result-card__detail">
              <dt>Montant</dt>
              <dd>100,00 €</dd>
            </div>
          </dl>
          <button type="button" className="button button--ghost" onClick={() => undefined}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden>
              <path d="M0 0h1" />
            </svg>
            Copier
          </button>
        </section>
      </div>
    </article>
  );
}
