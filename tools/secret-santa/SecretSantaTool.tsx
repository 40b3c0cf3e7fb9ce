import { Eye, EyeOff, Gift, Plus, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { NumberField } from '../../components/fields/NumberField';
import { TextField } from '../../components/fields/TextField';
import { usePlatform } from '../../platform/platform';
import { siteUrl } from '../../platform/site';
import { useCurrentTool } from '../../components/tool/ToolContext';
import { useToolParam } from '../../components/tool/toolState';
import { LoadStatus } from '../../components/layout/LoadStatus';
import { formatInteger } from '../../components/lib/number';
import { onDemand } from '../../components/lib/onDemand';
import type { RandomSource } from '../../components/lib/random';
import { plural } from '../../components/lib/text';
import { CopyButton } from '../../components/tool/CopyButton';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import {
  assignmentMessage,
  checkBudget,
  checkDate,
  decodeReveal,
  encodeReveal,
  formatBudget,
  formatEventDate,
  revealLink,
  type Reveal,
} from './revealLink';
import { EXCLUSIONS_PARAM, NO_CONSTRAINTS, PAIRS_PARAM, type ReadList } from './constraintParams';
import {
  addExclusion,
  addForcedPair,
  errorPlace,
  leftOutNote,
  longNamesError,
  ofName,
  parseParticipants,
  removeExclusion,
  removeForcedPair,
  type Assignment,
  type ErrorPlace,
  type Exclusion,
  type ForcedPair,
} from './participants';

/**
 * The draw (secretSanta.ts: the existence check, the samplers, the count) runs only once « Générer » is pressed: it
 * loads then, or as soon as the organiser types a name or reaches the button, not with the page.
 */
type DrawEngine = typeof import('./secretSanta');
export const drawEngine = onDemand((): Promise<DrawEngine> => import('./secretSanta'));

interface SecretSantaToolProps {
  /** Randomness source, injectable for tests; the product uses crypto.getRandomValues. */
  rng?: RandomSource;
}

interface Draw {
  assignments: Assignment[];
  /** Each participant's reveal link, made once per draw (a new random mask each time). */
  links: { name: string; url: string }[];
  /** Number of valid assignments the draw was made among, when it can be counted exactly. */
  count: number | null;
}

const HIDDEN = '••••••';

/** The reveal link in the address, read on the device only (the pre-rendered page knows no fragment). */
function useRevealFragment() {
  const [fragment, setFragment] = useState<ReturnType<typeof decodeReveal>>(null);
  useEffect(() => {
    const read = () => setFragment(decodeReveal(typeof window === 'undefined' ? '' : window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return fragment;
}

export default function SecretSantaTool(props: SecretSantaToolProps) {
  const fragment = useRevealFragment();
  const { path } = useCurrentTool();
  // A participant's private link: their reveal only, none of the organiser's page.
  if (fragment) {
    return (
      <ToolFrame content={content} focus>
        {fragment.ok ? <RevealView reveal={fragment.reveal} /> : <p className="error-text" role="alert">{fragment.error}</p>}
        <p className="santa-own">
          {/* A new document: the organiser's page, without the fragment (and its secret) in the address. */}
          <Link to={path} reloadDocument>
            Organiser mon propre Secret Santa
          </Link>
        </p>
      </ToolFrame>
    );
  }
  return <Organiser {...props} />;
}

/** What a participant sees when opening their link: their own assignment only, behind a button. */
function RevealView({ reveal }: { reveal: Reveal }) {
  const [shown, setShown] = useState(false);
  return (
    <section className="subpanel santa-reveal" aria-labelledby="santa-reveal-title">
      <h2 id="santa-reveal-title" className="santa-reveal__title">
        {`Bonjour ${reveal.giver},`}
      </h2>
      <p className="santa-reveal__text">
        tu offres un cadeau à…{' '}
        {shown ? (
          <strong className="santa-reveal__receiver" data-testid="santa-reveal-receiver">
            {reveal.receiver}
          </strong>
        ) : (
          <span className="visually-hidden">(masqué)</span>
        )}
      </p>
      {shown ? (
        <>
          {(reveal.budget !== undefined || reveal.date) && (
            <ul className="santa-reveal__details">
              {reveal.budget !== undefined && <li>{`Budget\u00a0: ${formatBudget(reveal.budget)}`}</li>}
              {reveal.date && <li>{`Échange le ${formatEventDate(reveal.date)}`}</li>}
            </ul>
          )}
          <p className="field__hint">Garde le secret jusqu’au jour de l’échange. Ce lien ne montre que ton tirage, pas celui des autres.</p>
        </>
      ) : (
        <div className="button-row">
          <button type="button" className="button" onClick={() => setShown(true)}>
            <Gift aria-hidden size={18} />
            Révéler mon tirage
          </button>
        </div>
      )}
    </section>
  );
}

function Organiser({ rng }: SecretSantaToolProps) {
  const [participantsRaw, setParticipantsRaw] = useToolParam('participants', '');
  const [pairsRead, setPairsRead] = useToolParam<ReadList<ForcedPair>>('paires', NO_CONSTRAINTS, PAIRS_PARAM);
  const [exclusionsRead, setExclusionsRead] = useToolParam<ReadList<Exclusion>>('exclusions', NO_CONSTRAINTS, EXCLUSIONS_PARAM);
  const [pairs, exclusions] = [pairsRead.items, exclusionsRead.items];
  const setPairs = (list: ForcedPair[]) => setPairsRead({ items: list, leftOut: 0 });
  const setExclusions = (list: Exclusion[]) => setExclusionsRead({ items: list, leftOut: 0 });
  const [budgetRaw, setBudgetRaw] = useToolParam('budget', '');
  const [dateRaw, setDateRaw] = useToolParam('date', '');
  // The fields of a constraint being added are a draft, not an input of the draw: they stay on the page.
  const [pairFrom, setPairFrom] = useState('');
  const [pairTo, setPairTo] = useState('');
  const [person1, setPerson1] = useState('');
  const [person2, setPerson2] = useState('');
  const [oneWay, setOneWay] = useState(false);
  // Why the last add was refused (a name too long, a full list), until the fields or the list change.
  const [pairRefusal, setPairRefusal] = useState<string>();
  const [exclusionRefusal, setExclusionRefusal] = useState<string>();
  const { target } = usePlatform();
  const tool = useCurrentTool();
  const budget = checkBudget(budgetRaw);
  const date = checkDate(dateRaw);
  const budgetValue = budget.ok ? budget.value : undefined;
  const dateValue = date.ok ? date.value : undefined;
  // Links go to the public website: the extension's pages cannot be opened by the participants.
  const origin = target === 'web' && typeof window !== 'undefined' ? window.location.origin : siteUrl;
  // Set once « Générer » has been pressed (the draw's code is then loaded).
  const [engine, setEngine] = useState<DrawEngine | null>(null);
  // The draw's code could not be loaded (or not in time): said beside « Générer », with « Réessayer ».
  const [engineFailed, setEngineFailed] = useState(false);
  const [draw, setDraw] = useState<Draw | null>(null);
  const [revealed, setRevealed] = useState<boolean[]>([]);

  const participantCount = parseParticipants(participantsRaw).length;
  // A name too long is said as it is typed, not only once « Générer » is pressed.
  const longNames = longNamesError(participantsRaw);
  // Errors appear once « Générer » has been pressed, then follow every change.
  const validation = engine ? engine.validateSecretSanta(participantsRaw, pairs, exclusions) : null;
  const error = validation && !validation.ok ? validation.error : undefined;
  const place = error ? errorPlace(error, pairs, exclusions) : undefined;
  const errorAt = (where: ErrorPlace) => (place === where ? error : undefined);

  /** Any change of the inputs makes the shown draw stale: it is withdrawn. */
  const changed = () => {
    setDraw(null);
    setRevealed([]);
  };

  /** Sets a field of a constraint form and forgets why the form's last add was refused, which no longer applies. */
  const editing =
    <T,>(set: (value: T) => void, setRefusal: (reason: undefined) => void) =>
    (value: T) => {
      set(value);
      setRefusal(undefined);
    };

  const onAddExclusion = (event: FormEvent) => {
    event.preventDefault();
    const { list, error } = addExclusion(exclusions, person1, person2, oneWay);
    setExclusionRefusal(error);
    if (list.length !== exclusions.length) {
      setExclusions(list);
      setPerson1('');
      setPerson2('');
      setOneWay(false);
      changed();
    }
  };

  const onAddPair = (event: FormEvent) => {
    event.preventDefault();
    const { list, error } = addForcedPair(pairs, pairFrom, pairTo);
    setPairRefusal(error);
    if (list.length !== pairs.length) {
      setPairs(list);
      setPairFrom('');
      setPairTo('');
      changed();
    }
  };

  const prepareDraw = () => void drawEngine.load().catch(() => undefined);

  const generate = (engine: DrawEngine) => {
    setEngine(() => engine);
    const random = rng ?? engine.cryptoRandom;
    if (!budget.ok || !date.ok) {
      changed();
      return;
    }
    const result = engine.generateSecretSanta(participantsRaw, pairs, exclusions, random);
    if (result.ok) {
      setDraw({
        assignments: result.assignments,
        count: engine.countValidAssignments(participantsRaw, pairs, exclusions),
        links: result.assignments.map((a) => ({
          name: a.name,
          url: revealLink(origin, tool.path, encodeReveal({ giver: a.name, receiver: a.assignedTo, budget: budgetValue, date: dateValue }, random)),
        })),
      });
      setRevealed(result.assignments.map(() => false));
    } else {
      changed();
    }
  };
  const onGenerate = () => {
    setEngineFailed(false);
    void drawEngine.load().then(
      (loaded) => generate(loaded),
      () => setEngineFailed(true),
    );
  };

  const allShown = revealed.length > 0 && revealed.every(Boolean);
  const fullList = draw ? draw.assignments.map((a) => `${a.name} → ${a.assignedTo}`).join('\n') : '';

  return (
    <ToolFrame content={content}>
      <TextField
        label="Participants (un par ligne)"
        value={participantsRaw}
        onChange={(value) => {
          setParticipantsRaw(value);
          changed();
          prepareDraw();
        }}
        rows={7}
        error={longNames ?? errorAt('participants')}
        placeholder={'Alice\nBastien\nChloé\nDavid'}
        hint={
          participantCount > 0
            ? plural(participantCount, 'participant', 'participants')
            : 'Au moins 3\u00a0personnes, chaque nom une seule fois.'
        }
      />

      <div className="santa-constraints">
        <form className="subpanel santa-constraint" onSubmit={onAddExclusion} aria-labelledby="santa-exclusions-title">
          <h2 id="santa-exclusions-title" className="santa-constraint__title">
            Exclusions <span className="santa-constraint__optional">(facultatif)</span>
          </h2>
          <p className="field__hint">
            Deux personnes qui ne doivent pas se tirer l’une l’autre, par exemple un couple. Dans un seul sens&nbsp;: la personne&nbsp;1
            n’offrira pas à la personne&nbsp;2, qui peut encore lui offrir.
          </p>
          <div className="santa-constraint__fields">
            <TextField label="Personne 1" value={person1} onChange={editing(setPerson1, setExclusionRefusal)} autoComplete="off" />
            <TextField label="Personne 2" value={person2} onChange={editing(setPerson2, setExclusionRefusal)} autoComplete="off" />
            <CheckboxField label="Dans un seul sens (1 n’offre pas à 2)" checked={oneWay} onChange={editing(setOneWay, setExclusionRefusal)} />
            <button type="submit" className="button button--ghost santa-constraint__add">
              <Plus aria-hidden size={16} />
              Ajouter l’exclusion
            </button>
          </div>
          {exclusions.length > 0 && (
            <ul className="santa-chips" aria-label="Exclusions ajoutées">
              {exclusions.map((e, index) => (
                <li key={`${e.person1}\u0000${e.person2}\u0000${e.oneWay ? 1 : 0}`} className="santa-chip">
                  <span className="santa-chip__text">
                    {e.person1} <span aria-hidden>{e.oneWay ? '↛' : '↔'}</span>
                    <span className="visually-hidden">{e.oneWay ? 'n’offre pas à' : 'et'}</span> {e.person2}
                  </span>
                  <button
                    type="button"
                    className="santa-chip__remove"
                    aria-label={e.oneWay ? `Retirer l’exclusion ${e.person1} n’offre pas à ${e.person2}` : `Retirer l’exclusion entre ${e.person1} et ${e.person2}`}
                    onClick={() => {
                      setExclusions(removeExclusion(exclusions, index));
                      setExclusionRefusal(undefined);
                      changed();
                    }}
                  >
                    <X aria-hidden size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {exclusionsRead.leftOut > 0 && <p className="notice">{leftOutNote(exclusionsRead.leftOut, 'exclusions')}</p>}
          {(exclusionRefusal ?? errorAt('exclusions')) && (
            <p className="field__error" role="alert">
              {exclusionRefusal ?? errorAt('exclusions')}
            </p>
          )}
        </form>

        <form className="subpanel santa-constraint" onSubmit={onAddPair} aria-labelledby="santa-pairs-title">
          <h2 id="santa-pairs-title" className="santa-constraint__title">
            Paires forcées <span className="santa-constraint__optional">(facultatif)</span>
          </h2>
          <p className="field__hint">Quand un cadeau est déjà prévu&nbsp;: la première personne offrira à la seconde.</p>
          <div className="santa-constraint__fields">
            <TextField label="Qui offre" value={pairFrom} onChange={editing(setPairFrom, setPairRefusal)} autoComplete="off" />
            <TextField label="À qui" value={pairTo} onChange={editing(setPairTo, setPairRefusal)} autoComplete="off" />
            <button type="submit" className="button button--ghost santa-constraint__add">
              <Plus aria-hidden size={16} />
              Ajouter la paire
            </button>
          </div>
          {pairs.length > 0 && (
            <ul className="santa-chips" aria-label="Paires forcées ajoutées">
              {pairs.map((p, index) => (
                <li key={`${p.from}\u0000${p.to}`} className="santa-chip">
                  <span className="santa-chip__text">
                    {p.from} <span aria-hidden>→</span>
                    <span className="visually-hidden">offre à</span> {p.to}
                  </span>
                  <button
                    type="button"
                    className="santa-chip__remove"
                    aria-label={`Retirer la paire forcée ${p.from} offre à ${p.to}`}
                    onClick={() => {
                      setPairs(removeForcedPair(pairs, index));
                      setPairRefusal(undefined);
                      changed();
                    }}
                  >
                    <X aria-hidden size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {pairsRead.leftOut > 0 && <p className="notice">{leftOutNote(pairsRead.leftOut, 'pairs')}</p>}
          {(pairRefusal ?? errorAt('pairs')) && (
            <p className="field__error" role="alert">
              {pairRefusal ?? errorAt('pairs')}
            </p>
          )}
        </form>
      </div>

      <div className="form-grid santa-event">
        <NumberField
          label="Budget par cadeau (facultatif)"
          value={budgetRaw}
          onChange={(value) => {
            setBudgetRaw(value);
            changed();
          }}
          unit="€"
          placeholder={'Ex.\u00a0: 20'}
          error={budget.ok ? undefined : budget.error}
        />
        <TextField
          label="Date de l’échange (facultatif)"
          type="date"
          value={dateRaw}
          onChange={(value) => {
            setDateRaw(value);
            changed();
          }}
          error={date.ok ? undefined : date.error}
        />
      </div>

      <div className="santa-generate">
        <div className="button-row">
          <button type="button" className="button" onClick={onGenerate} onPointerEnter={prepareDraw} onFocus={prepareDraw}>
            <Gift aria-hidden size={18} />
            Générer
          </button>
        </div>
        {errorAt('generate') && (
          <p className="error-text" role="alert">
            {errorAt('generate')}
          </p>
        )}
        {engineFailed && <LoadStatus failed="Le code du tirage n’a pas pu être chargé." onRetry={onGenerate} />}
      </div>

      <div aria-live="polite">
        {draw && (
          <ResultCard
            label="Tirage effectué"
            value={`${formatInteger(draw.assignments.length)}\u00a0participants`}
            copy={fullList}
            copyCaption="Copier toute la liste"
            tone="success"
            note={
              <>
                Les résultats sont masqués&nbsp;: révélez-les un par un, ou copiez la ligne de chaque personne sans la lire
                pour la lui envoyer.
                {draw.count !== null &&
                  ` Tirage équitable parmi ${plural(draw.count, 'combinaison valide', 'combinaisons valides')}.`}
              </>
            }
          />
        )}
      </div>

      {draw && (
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
                    <CopyButton text={assignmentMessage(a.name, a.assignedTo, budgetValue, dateValue)} label={`le tirage ${ofName(a.name)}`} />
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {draw && (
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
      )}
    </ToolFrame>
  );
}
