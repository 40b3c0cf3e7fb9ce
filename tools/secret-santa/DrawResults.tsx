import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '../../components/tool/CopyButton';
import { ofName, type Assignment } from './participants';
import { assignmentMessage } from './revealLink';

/** A draw as the organiser's page shows it. */
export interface Draw {
  assignments: Assignment[];
  /** Each participant's reveal link, made once per draw (a new random mask each time). */
  links: { name: string; url: string }[];
  /** Number of valid assignments the draw was made among, when it can be counted exactly. */
  count: number | null;
}

const HIDDEN = '••••••';

interface DrawResultsProps {
  draw: Draw;
  /** The budget and the date of the exchange, for each person's message. */
  budget?: number;
  date?: string;
}

/**
 * Who gives to whom, each result hidden until revealed (all hidden for each new draw: the organiser's page gives each
 * draw a key of its own), with each person's message and secret link to copy.
 */
export function DrawResults({ draw, budget, date }: DrawResultsProps) {
  const [revealed, setRevealed] = useState<boolean[]>(() => draw.assignments.map(() => false));
  const allShown = revealed.length > 0 && revealed.every(Boolean);
  return (
    <>
      <section className="santa-results" aria-labelledby="santa-results-title">
        <div className="santa-results__head">
          <h2 id="santa-results-title" className="santa-results__title">
            Qui offre à qui&nbsp;?
          </h2>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setRevealed(draw.assignments.map(() => !allShown))}
          >
            {allShown ? <EyeOff aria-hidden size={16} /> : <Eye aria-hidden size={16} />}
            {allShown ? 'Tout masquer' : 'Tout afficher'}
          </button>
        </div>
        <ul className="santa-results__list">
          {draw.assignments.map((a, index) => {
            const shown = revealed[index] ?? false;
            return (
              <li key={a.name} className="santa-result">
                <span className="santa-result__text">
                  <span className="santa-result__giver">{a.name}</span>
                  <span className="santa-result__verb"> offre à </span>
                  <span className={`santa-result__receiver ${shown ? '' : 'is-hidden'}`} data-testid="santa-receiver">
                    {shown ? (
                      a.assignedTo
                    ) : (
                      <>
                        <span aria-hidden>{HIDDEN}</span>
                        <span className="visually-hidden">résultat masqué</span>
                      </>
                    )}
                  </span>
                </span>
                <span className="santa-result__actions">
                  <button
                    type="button"
                    className="button button--ghost santa-result__toggle"
                    aria-label={`${shown ? 'Masquer' : 'Révéler'} le tirage ${ofName(a.name)}`}
                    onClick={() => setRevealed((current) => current.map((v, i) => (i === index ? !v : v)))}
                  >
                    {shown ? <EyeOff aria-hidden size={16} /> : <Eye aria-hidden size={16} />}
                    {shown ? 'Masquer' : 'Révéler'}
                  </button>
                  <CopyButton text={assignmentMessage(a.name, a.assignedTo, budget, date)} label={`le tirage ${ofName(a.name)}`} />
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="santa-links" aria-labelledby="santa-links-title">
        <h2 id="santa-links-title" className="santa-results__title">
          Un lien secret par participant
        </h2>
        <p className="field__hint">
          Envoyez à chacun son lien sans l’ouvrir&nbsp;: il n’y verra que son propre tirage. Le tirage est dans la partie du lien après
          «&nbsp;#&nbsp;», que les navigateurs n’envoient à aucun serveur&nbsp;; il est brouillé pour ne pas se lire d’un coup d’œil, mais
          toute personne qui ouvre le lien le découvre.
        </p>
        <ul className="santa-links__list">
          {draw.links.map((link) => (
            <li key={link.name}>
              <CopyButton text={link.url} caption={`Copier le lien ${ofName(link.name)}`} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
