import type { ReactNode } from 'react';
import { usePlatform } from '../../platform/platform';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { FieldErrorsProvider } from './FieldErrors';
import { useCurrentTool } from './ToolContext';
import { ToolStateBar, ToolStateNotice, useStartToolState } from './toolState';
import { paragraphs, type Paragraphs, type ToolContent } from './types';

interface ToolFrameProps {
  /** The tool's how-to steps and explanations (its `content.ts`). */
  content: ToolContent;
  /** The fields and the live result. */
  children: ReactNode;
  /**
   * A page that shows one thing to someone who did not come to use the tool (a participant's private Secret Santa
   * link): the title and `children` only, without the description, how-to, explanations, favourite star, or the link
   * and reset buttons.
   */
  focus?: boolean;
  /** A tool whose result is a wide table: its body takes the page's width, the how-to goes below it. */
  wide?: boolean;
}

/**
 * In every pre-rendered tool page, hidden until its code fails to start: an inline script (public/theme.js) marks
 * `<html data-code="failed">` when the page's script cannot load or nothing has started it in time, and a browser
 * without JavaScript shows it too (components/styles/global.css). The app marks the page running as it starts.
 */
export const CODE_NOTICE = 'Le calcul n’est pas encore disponible\u00a0: le code de la page n’a pas pu être chargé. Rechargez la page.';

function CodeNotice() {
  return (
    <p className="code-notice" data-testid="code-notice">
      {CODE_NOTICE}
    </p>
  );
}

function Text({ text }: { text: Paragraphs }) {
  return paragraphs(text).map((paragraph) => <p key={paragraph}>{paragraph}</p>);
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
      <Text text={about.what} />
      <h3>Pourquoi l’utiliser ?</h3>
      <Text text={about.why} />
      <h3>Comment est-ce calculé ?</h3>
      <Text text={about.how} />
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
 * Every tool page: title, how-to steps, the tool itself, then the explanatory block. The title, description and icon
 * are the tool's (its meta.ts), handed down by its route (ToolContext).
 */
export function ToolFrame({ content, children, focus = false, wide = false }: ToolFrameProps) {
  const tool = useCurrentTool();
  const { target } = usePlatform();
  useStartToolState();

  // In the popup the explanations are folded away in a <details>.
  if (target === 'popup') {
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

  // A participant's page (`focus`) has the title only: no description or favourite star.
  const top = (
    <header className="tool__header">
      <span className="tool__icon" aria-hidden>
        <tool.icon size={28} />
      </span>
      <div className="tool__heading">
        <h1 id="tool-title" className="tool__title">
          {tool.title}
        </h1>
        {!focus && <p className="tool__description">{tool.description}</p>}
      </div>
      {!focus && <FavouriteButton toolId={tool.id} describedBy="tool-title" />}
    </header>
  );

  if (focus) {
    return (
      <article className="tool tool--focus" aria-labelledby="tool-title">
        {top}
        <div className="tool__body card">{children}</div>
      </article>
    );
  }

  return (
    <article className={wide ? 'tool tool--wide' : 'tool'} aria-labelledby="tool-title">
      {top}
      <section className="howto card" aria-labelledby="howto-title">
        <h2 id="howto-title">Comment faire</h2>
        <HowTo steps={content.howTo} />
      </section>
      <div className="tool__body card">
        {target === 'web' && <CodeNotice />}
        <ToolStateNotice />
        <FieldErrorsProvider>{children}</FieldErrorsProvider>
        <ToolStateBar />
      </div>
      <section className="about-tool card" aria-labelledby="about-tool-title">
        <h2 id="about-tool-title">À propos de cet outil</h2>
        <About about={content.about} />
      </section>
    </article>
  );
}
