import { Plus, X } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { TextField } from '../../components/fields/TextField';
import { addExclusion, addForcedPair, exclusionRemoveLabel, leftOutNote, removeExclusion, removeForcedPair, type Exclusion, type ForcedPair } from './participants';

/**
 * The draw's constraints, each added through a small form of its own: the fields of a constraint being added are a
 * draft, not an input of the draw (they stay on the page, out of the address), and why the last add was refused (a
 * name too long, a full list) is said until the fields or the list change.
 */
interface ConstraintFormProps<T> {
  /** The constraints added, as in the address. */
  list: readonly T[];
  /** How many the address held beyond the limit, left out. */
  leftOut: number;
  /** The draw's error about these constraints, once « Générer » has been pressed. */
  error?: string;
  onChange: (list: T[]) => void;
}

/** Sets a draft field and forgets why the last add was refused, which no longer applies. */
function useRefusal() {
  const [refusal, setRefusal] = useState<string>();
  const editing =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setRefusal(undefined);
    };
  return { refusal, setRefusal, editing };
}

/** Two people who must not draw each other (a couple), or one who must not draw the other. */
export function ExclusionsForm({ list: exclusions, leftOut, error, onChange }: ConstraintFormProps<Exclusion>) {
  const [person1, setPerson1] = useState('');
  const [person2, setPerson2] = useState('');
  const [oneWay, setOneWay] = useState(false);
  const { refusal, setRefusal, editing } = useRefusal();
  const latest = useRef({ remove: (_index: number) => {} });
  latest.current.remove = (index) => {
    setRefusal(undefined);
    onChange(removeExclusion(exclusions, index));
  };
  // Made again only when the list changes: a keystroke in the fields above renders none of 1 000 chips.
  const chips = useMemo(
    () =>
      exclusions.length > 0 && (
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
                aria-label={exclusionRemoveLabel(e.person1, e.person2, Boolean(e.oneWay))}
                onClick={() => {
                  latest.current.remove(index);
                }}
              >
                <X aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      ),
    [exclusions],
  );

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const { list, error: refused } = addExclusion(exclusions, person1, person2, oneWay);
    setRefusal(refused);
    if (list.length !== exclusions.length) {
      setPerson1('');
      setPerson2('');
      setOneWay(false);
      onChange(list);
    }
  };

  return (
    <form className="subpanel santa-constraint" onSubmit={onAdd} aria-labelledby="santa-exclusions-title">
      <h2 id="santa-exclusions-title" className="santa-constraint__title">
        Exclusions <span className="santa-constraint__optional">(facultatif)</span>
      </h2>
      <p className="field__hint">
        Deux personnes qui ne doivent pas se tirer l’une l’autre, par exemple un couple. Dans un seul sens&nbsp;: la personne&nbsp;1
        n’offrira pas à la personne&nbsp;2, qui peut encore lui offrir.
      </p>
      <div className="santa-constraint__fields">
        <TextField label="Personne 1" value={person1} onChange={editing(setPerson1)} autoComplete="off" />
        <TextField label="Personne 2" value={person2} onChange={editing(setPerson2)} autoComplete="off" />
        <CheckboxField label="Dans un seul sens (1 n’offre pas à 2)" checked={oneWay} onChange={editing(setOneWay)} />
        <button type="submit" className="button button--ghost santa-constraint__add">
          <Plus aria-hidden size={16} />
          Ajouter l’exclusion
        </button>
      </div>
      {chips}
      {leftOut > 0 && <p className="notice">{leftOutNote(leftOut, 'exclusions')}</p>}
      {(refusal ?? error) && (
        <p className="field__error" role="alert">
          {refusal ?? error}
        </p>
      )}
    </form>
  );
}

/** A gift already planned: the first person will give to the second. */
export function PairsForm({ list: pairs, leftOut, error, onChange }: ConstraintFormProps<ForcedPair>) {
  const [pairFrom, setPairFrom] = useState('');
  const [pairTo, setPairTo] = useState('');
  const { refusal, setRefusal, editing } = useRefusal();
  const latest = useRef({ remove: (_index: number) => {} });
  latest.current.remove = (index) => {
    setRefusal(undefined);
    onChange(removeForcedPair(pairs, index));
  };
  const chips = useMemo(
    () =>
      pairs.length > 0 && (
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
                  latest.current.remove(index);
                }}
              >
                <X aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      ),
    [pairs],
  );

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const { list, error: refused } = addForcedPair(pairs, pairFrom, pairTo);
    setRefusal(refused);
    if (list.length !== pairs.length) {
      setPairFrom('');
      setPairTo('');
      onChange(list);
    }
  };

  return (
    <form className="subpanel santa-constraint" onSubmit={onAdd} aria-labelledby="santa-pairs-title">
      <h2 id="santa-pairs-title" className="santa-constraint__title">
        Paires forcées <span className="santa-constraint__optional">(facultatif)</span>
      </h2>
      <p className="field__hint">Quand un cadeau est déjà prévu&nbsp;: la première personne offrira à la seconde.</p>
      <div className="santa-constraint__fields">
        <TextField label="Qui offre" value={pairFrom} onChange={editing(setPairFrom)} autoComplete="off" />
        <TextField label="À qui" value={pairTo} onChange={editing(setPairTo)} autoComplete="off" />
        <button type="submit" className="button button--ghost santa-constraint__add">
          <Plus aria-hidden size={16} />
          Ajouter la paire
        </button>
      </div>
      {chips}
      {leftOut > 0 && <p className="notice">{leftOutNote(leftOut, 'pairs')}</p>}
      {(refusal ?? error) && (
        <p className="field__error" role="alert">
          {refusal ?? error}
        </p>
      )}
    </form>
  );
}
