import { Eye, EyeOff, Gift, Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/fields/TextField';
import { formatInteger } from '../../components/lib/number';
import { cryptoRandom, type RandomSource } from '../../components/lib/random';
import { plural } from '../../components/lib/text';
import { CopyButton } from '../../components/tool/CopyButton';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import {
  addExclusion,
  addForcedPair,
  countValidAssignments,
  errorPlace,
  generateSecretSanta,
  ofName,
  parseParticipants,
  removeExclusion,
  removeForcedPair,
  validateSecretSanta,
  type Assignment,
  type ErrorPlace,
  type Exclusion,
  type ForcedPair,
} from './secretSanta';

interface SecretSantaToolProps {
  /** Randomness source, injectable for tests; the product uses crypto.getRandomValues. */
  rng?: RandomSource;
}

interface Draw {
  assignments: Assignment[];
  /** Number of valid assignments the draw was made among, when it can be counted exactly. */
  count: number | null;
}

const HIDDEN = '••••••';

export default function SecretSantaTool({ rng = cryptoRandom }: SecretSantaToolProps) {
  const [participantsRaw, setParticipantsRaw] = useState('');
  const [pairs, setPairs] = useState<ForcedPair[]>([]);
  const [exclusions, setExclusions] = useState<Exclusion[]>([]);
  const [pairFrom, setPairFrom] = useState('');
  const [pairTo, setPairTo] = useState('');
  const [person1, setPerson1] = useState('');
  const [person2, setPerson2] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [draw, setDraw] = useState<Draw | null>(null);
  const [revealed, setRevealed] = useState<boolean[]>([]);

  const participantCount = parseParticipants(participantsRaw).length;
  // Errors appear once « Générer » has been pressed, then follow every change.
  const validation = attempted ? validateSecretSanta(participantsRaw, pairs, exclusions) : null;
  const error = validation && !validation.ok ? validation.error : undefined;
  const place = error ? errorPlace(error, pairs, exclusions) : undefined;
  const errorAt = (where: ErrorPlace) => (place === where ? error : undefined);

  /** Any change of the inputs makes the shown draw stale: it is withdrawn. */
  const changed = () => {
    setDraw(null);
    setRevealed([]);
  };

  const onAddExclusion = (event: FormEvent) => {
    event.preventDefault();
    const next = addExclusion(exclusions, person1, person2);
    if (next.length !== exclusions.length) {
      setExclusions(next);
      setPerson1('');
      setPerson2('');
      changed();
    }
  };

  const onAddPair = (event: FormEvent) => {
    event.preventDefault();
    const next = addForcedPair(pairs, pairFrom, pairTo);
    if (next.length !== pairs.length) {
      setPairs(next);
      setPairFrom('');
      setPairTo('');
      changed();
    }
  };

  const onGenerate = () => {
    setAttempted(true);
    const result = generateSecretSanta(participantsRaw, pairs, exclusions, rng);
    if (result.ok) {
      setDraw({ assignments: result.assignments, count: countValidAssignments(participantsRaw, pairs, exclusions) });
      setRevealed(result.assignments.map(() => false));
    } else {
      changed();
    }
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
        }}
        rows={7}
        error={errorAt('participants')}
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
          <p className="field__hint">Deux personnes qui ne doivent pas se tirer l’une l’autre, par exemple un couple.</p>
          <div className="santa-constraint__fields">
            <TextField label="Personne 1" value={person1} onChange={setPerson1} autoComplete="off" />
            <TextField label="Personne 2" value={person2} onChange={setPerson2} autoComplete="off" />
            <button type="submit" className="button button--ghost santa-constraint__add">
              <Plus aria-hidden size={16} />
              Ajouter l’exclusion
            </button>
          </div>
          {exclusions.length > 0 && (
            <ul className="santa-chips" aria-label="Exclusions ajoutées">
              {exclusions.map((e, index) => (
                <li key={`${e.person1}\u0000${e.person2}`} className="santa-chip">
                  <span className="santa-chip__text">
                    {e.person1} <span aria-hidden>↔</span>
                    <span className="visually-hidden">et</span> {e.person2}
                  </span>
                  <button
                    type="button"
                    className="santa-chip__remove"
                    aria-label={`Retirer l’exclusion entre ${e.person1} et ${e.person2}`}
                    onClick={() => {
                      setExclusions(removeExclusion(exclusions, index));
                      changed();
                    }}
                  >
                    <X aria-hidden size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {errorAt('exclusions') && (
            <p className="field__error" role="alert">
              {errorAt('exclusions')}
            </p>
          )}
        </form>

        <form className="subpanel santa-constraint" onSubmit={onAddPair} aria-labelledby="santa-pairs-title">
          <h2 id="santa-pairs-title" className="santa-constraint__title">
            Paires forcées <span className="santa-constraint__optional">(facultatif)</span>
          </h2>
          <p className="field__hint">Quand un cadeau est déjà prévu&nbsp;: la première personne offrira à la seconde.</p>
          <div className="santa-constraint__fields">
            <TextField label="Qui offre" value={pairFrom} onChange={setPairFrom} autoComplete="off" />
            <TextField label="À qui" value={pairTo} onChange={setPairTo} autoComplete="off" />
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
                      changed();
                    }}
                  >
                    <X aria-hidden size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {errorAt('pairs') && (
            <p className="field__error" role="alert">
              {errorAt('pairs')}
            </p>
          )}
        </form>
      </div>

      <div className="santa-generate">
        <div className="button-row">
          <button type="button" className="button" onClick={onGenerate}>
            <Gift aria-hidden size={18} />
            Générer
          </button>
        </div>
        {errorAt('generate') && (
          <p className="error-text" role="alert">
            {errorAt('generate')}
          </p>
        )}
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
                    <CopyButton
                      text={`Secret Santa\u00a0: ${a.name}, tu offres un cadeau à ${a.assignedTo}.`}
                      label={`le tirage ${ofName(a.name)}`}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </ToolFrame>
  );
}
