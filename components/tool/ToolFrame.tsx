import { startTransition, use, useEffect, useState, type ReactNode } from 'react';
import type { ToolContent } from '../../tools/types';
import { usePlatform } from '../../platform/platform';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { SERVER_HTML, useMountedByHydration } from '../hydration';
import { useNavigated } from '../router';
import { FieldErrorsProvider } from './FieldErrors';
import { useCurrentTool } from './ToolContext';
import { loadToolContent, loadedToolContent, type ToolPageContent } from './toolContent';
import { ToolStateBar, ToolStateNotice, useStartToolState } from './toolState';

interface ToolFrameProps {
  /** The fields and the live result. */
  children: ReactNode;
}

function HowTo({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="howto__steps">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

function About({ about }: { about: ToolContent['about'] }) {
  return (
    <>
      <h3>Qu’est-ce que c’est ?</h3>
      <p>{about.what}</p>
      <h3>Pourquoi l’utiliser ?</h3>
      <p>{about.why}</p>
      <h3>Comment est-ce calculé ?</h3>
      <p>{about.how}</p>
      <h3>Conseils</h3>
      <ul>
        {about.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * Whether the explanations below the tool are shown. On a page opened from another one (a card on the home page),
 * they come in a second render, just after the tool's first frame: they are the longest text of the page, laid out
 * before the tool could be used (issue 13), and they lie below the fold. A pre-rendered page
 * has them from the start (and in its HTML), so hydration finds what the server wrote.
 */
function useExplanations(deferrable: boolean): boolean {
  const navigated = useNavigated();
  const [shown, setShown] = useState(!(deferrable && navigated));
  useEffect(() => {
    if (shown) return;
    // Once the tool's frame is on screen and the browser is idle: a keystroke then never waits for them.
    const show = () => startTransition(() => setShown(true));
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(show, 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(show, { timeout: 500 });
    return () => cancelIdleCallback(idle);
  }, [shown]);
  return shown;
}

/**
 * The tool's texts and header (components/tool/toolContent.ts), or null when the page hydrates HTML that has them
 * already: the elements that hold them then keep what the server wrote (components/hydration.ts), and they are never
 * downloaded. Anywhere else they were loaded with the view; if not, the tool waits for them (its route's fallback),
 * so nothing shifts as they come. The server (pre-rendering) always writes them, waiting for them if it must.
 */
function useToolContent(id: string): ToolPageContent | null {
  const hydrated = useMountedByHydration();
  const [keepServerHtml] = useState(() => hydrated && !loadedToolContent(id));
  // Left for another page, this one may come back (the browser's back button): its texts load meanwhile.
  useEffect(() => (keepServerHtml ? () => void loadToolContent(id).catch(() => undefined) : undefined), [keepServerHtml, id]);
  if (keepServerHtml) return null;
  return loadedToolContent(id) ?? use(loadToolContent(id));
}

/** Every tool page: title, how-to steps, the tool itself, then the explanatory block. */
export function ToolFrame({ children }: ToolFrameProps) {
  const tool = useCurrentTool();
  const { target } = usePlatform();
  const content = useToolContent(tool.id);
  useStartToolState();
  // In the popup they are folded away in a <details>: nothing to gain there.
  const explanations = useExplanations(target !== 'popup');

  // The popup is never hydrated: its texts are always there.
  if (target === 'popup' && content) {
    return (
      <article className="tool tool--compact" aria-labelledby="tool-title">
        <h1 id="tool-title" className="tool__title">
          {tool.title}
        </h1>
        <div className="tool__body">
          <ToolStateNotice />
          <FieldErrorsProvider>{children}</FieldErrorsProvider>
          <ToolStateBar />
        </div>
        <details className="tool__more">
          <summary>Mode d’emploi et explications</summary>
          <HowTo steps={content.howTo} />
          <About about={content.about} />
        </details>
      </article>
    );
  }

  return (
    <article className="tool" aria-labelledby="tool-title">
      <header className="tool__header">
        {content ? (
          <span className="tool__icon" aria-hidden>
            <content.header.icon size={28} />
          </span>
        ) : (
          <span className="tool__icon" aria-hidden dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
        )}
        <div className="tool__heading">
          <h1 id="tool-title" className="tool__title">
            {tool.title}
          </h1>
          {content ? (
            <p className="tool__description">{content.header.description}</p>
          ) : (
            <p className="tool__description" dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
          )}
        </div>
        <FavouriteButton toolId={tool.id} describedBy="tool-title" />
      </header>
      <section className="howto card" aria-labelledby="howto-title">
        <h2 id="howto-title">Comment faire</h2>
        {content ? <HowTo steps={content.howTo} /> : <ol className="howto__steps" dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />}
      </section>
      <div className="tool__body card">
        <ToolStateNotice />
        <FieldErrorsProvider>{children}</FieldErrorsProvider>
        <ToolStateBar />
      </div>
      {content ? (
        <section className="about-tool card" aria-labelledby="about-tool-title">
          <h2 id="about-tool-title">À propos de cet outil</h2>
          {explanations && <About about={content.about} />}
        </section>
      ) : (
        <section
          className="about-tool card"
          aria-labelledby="about-tool-title"
          dangerouslySetInnerHTML={SERVER_HTML}
          suppressHydrationWarning
        />
      )}
    </article>
  );
}
