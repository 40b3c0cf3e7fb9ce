import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { RangeField } from '../../components/fields/RangeField';
import { LoadStatus } from '../../components/layout/LoadStatus';
import { formatBits, formatInteger } from '../../components/lib/number';
import { cryptoRandom, type RandomSource } from '../../components/lib/random';
import { useOnDemand } from '../../components/lib/useOnDemand';
import { plural } from '../../components/lib/text';
import { CopyButton } from '../../components/tool/CopyButton';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { boolParam, choiceParam, intParam, useToolParam } from '../../components/tool/toolState';
import {
  DEFAULT_PASSPHRASE_OPTIONS,
  generatePassphrase,
  frenchWords,
  passphraseEntropyBits,
  passphraseStrength,
  PASSPHRASE_WORDS_MAX,
  PASSPHRASE_WORDS_MIN,
  SEPARATORS,
  type Capitalisation,
  type PassphraseOptions,
  type SeparatorName,
} from './passphrase';
import {
  DEFAULT_PASSWORD_OPTIONS,
  generatePassword,
  PASSWORD_ERRORS,
  PASSWORD_LENGTH_MAX,
  PASSWORD_LENGTH_MIN,
  passwordEntropyBits,
  passwordStrength,
  selectedClasses,
  type PasswordOptions,
  type StrengthLabel,
} from './passwordGenerator';

type ClassOption = 'includeUppercase' | 'includeLowercase' | 'includeNumbers' | 'includeSymbols';

const CLASSES: readonly { key: ClassOption; label: string }[] = [
  { key: 'includeUppercase', label: 'Majuscules (A-Z)' },
  { key: 'includeLowercase', label: 'Minuscules (a-z)' },
  { key: 'includeNumbers', label: 'Chiffres (0-9)' },
  // No-break spaces: the symbol list never wraps with a lone « ? » or « ! » at the start of a line.
  { key: 'includeSymbols', label: 'Symboles (@\u00a0#\u00a0$\u00a0%\u00a0&\u00a0*\u00a0+\u00a0-\u00a0=\u00a0?\u00a0!)' },
];

/** Meter level (1 to 4) and colour modifier of each strength label. */
const LEVELS: Record<StrengthLabel, { level: number; tone: string }> = {
  Faible: { level: 1, tone: 'weak' },
  Moyen: { level: 2, tone: 'medium' },
  Fort: { level: 3, tone: 'strong' },
  'Très fort': { level: 4, tone: 'very-strong' },
};

type Mode = 'mot-de-passe' | 'phrase';
const MODES = [
  { value: 'mot-de-passe', label: 'Mot de passe' },
  { value: 'phrase', label: 'Phrase de passe' },
] as const;
const SEPARATOR_CHOICES: readonly { value: SeparatorName; label: string }[] = [
  { value: 'tiret', label: 'Tiret (-)' },
  { value: 'espace', label: 'Espace' },
  { value: 'point', label: 'Point (.)' },
  { value: 'souligne', label: 'Souligné (_)' },
];
const CAPITALISATIONS: readonly { value: Capitalisation; label: string }[] = [
  { value: 'aucune', label: 'Aucune' },
  { value: 'initiales', label: 'Initiale de chaque mot' },
  { value: 'un-mot', label: 'Un mot au hasard en capitales' },
];

export const COUNT_MIN = 1;
export const COUNT_MAX = 10;
export const LOOK_ALIKES_LABEL = 'Exclure les caractères qui se ressemblent (0\u00a0O\u00a0o\u00a01\u00a0l\u00a0I\u00a0|)';

/** The passphrase mode's word list could not be loaded (LoadStatus adds the advice and « Réessayer »). */
const LIST_FAILED = 'La liste de mots français n’a pas pu être chargée.';

const MODE_PARAM = choiceParam<Mode>(['mot-de-passe', 'phrase']);
const LENGTH_PARAM = intParam(PASSWORD_LENGTH_MIN, PASSWORD_LENGTH_MAX);
const COUNT_PARAM = intParam(COUNT_MIN, COUNT_MAX);
const WORDS_PARAM = intParam(PASSPHRASE_WORDS_MIN, PASSPHRASE_WORDS_MAX);
const SEPARATOR_PARAM = choiceParam<SeparatorName>(Object.keys(SEPARATORS) as SeparatorName[]);
const CAPITALISATION_PARAM = choiceParam<Capitalisation>(['aucune', 'initiales', 'un-mot']);

interface PasswordGeneratorToolProps {
  /** Randomness source, injectable for tests; the product uses crypto.getRandomValues. */
  rng?: RandomSource;
}

type Generated = { ok: true; values: string[] } | { ok: false; error: string };

export default function PasswordGeneratorTool({ rng = cryptoRandom }: PasswordGeneratorToolProps) {
  // Options are inputs (in the address, remembered); the passwords themselves are results, kept nowhere.
  const [mode, setMode] = useToolParam<Mode>('mode', 'mot-de-passe', MODE_PARAM);
  const [length, setLength] = useToolParam('longueur', DEFAULT_PASSWORD_OPTIONS.length, LENGTH_PARAM);
  const [includeUppercase, setUppercase] = useToolParam('majuscules', true, boolParam);
  const [includeLowercase, setLowercase] = useToolParam('minuscules', true, boolParam);
  const [includeNumbers, setNumbers] = useToolParam('chiffres', true, boolParam);
  const [includeSymbols, setSymbols] = useToolParam('symboles', true, boolParam);
  const [excludeLookAlikes, setExcludeLookAlikes] = useToolParam('sans-ambigus', false, boolParam);
  const [count, setCount] = useToolParam('nombre', COUNT_MIN, COUNT_PARAM);
  const [words, setWords] = useToolParam('mots', DEFAULT_PASSPHRASE_OPTIONS.words, WORDS_PARAM);
  const [separator, setSeparator] = useToolParam<SeparatorName>('separateur', 'tiret', SEPARATOR_PARAM);
  const [capitalisation, setCapitalisation] = useToolParam<Capitalisation>('capitales', 'aucune', CAPITALISATION_PARAM);
  const [digit, setDigit] = useToolParam('chiffre', false, boolParam);
  const options: PasswordOptions = { length, includeUppercase, includeLowercase, includeNumbers, includeSymbols, excludeLookAlikes };
  const phraseOptions: PassphraseOptions = { words, separator, capitalisation, digit };
  const setters: Record<ClassOption, (value: boolean) => void> = {
    includeUppercase: setUppercase,
    includeLowercase: setLowercase,
    includeNumbers: setNumbers,
    includeSymbols: setSymbols,
  };

  const phrase = mode === 'phrase';
  const wordList = useOnDemand(frenchWords, phrase);
  const list = wordList.value ?? null;
  const listFailed = phrase && wordList.failed;

  const [round, setRound] = useState(0);
  // Generated after mount only: the pre-rendered page must not ship (or mismatch) a password.
  const [generated, setGenerated] = useState<Generated | null>(null);
  const optionsKey = JSON.stringify([mode, options, phraseOptions, count]);
  useEffect(() => {
    if (phrase) {
      if (!list) return setGenerated(null);
      try {
        setGenerated({ ok: true, values: Array.from({ length: count }, () => generatePassphrase(phraseOptions, list, rng)) });
      } catch {
        setGenerated({ ok: false, error: PASSWORD_ERRORS.failure });
      }
      return;
    }
    const values: string[] = [];
    for (let i = 0; i < count; i++) {
      const result = generatePassword(options, rng);
      if (!result.ok) return setGenerated(result);
      values.push(result.password);
    }
    setGenerated({ ok: true, values });
    // optionsKey stands for the options: a new object each render must not regenerate.
  }, [optionsKey, list, rng, round]);

  const noClass = !phrase && selectedClasses(options).length === 0;
  const error = noClass ? PASSWORD_ERRORS.noClass : listFailed ? LIST_FAILED : generated && !generated.ok ? generated.error : undefined;
  const values = generated?.ok ? generated.values : null;
  const entropyBits = phrase ? (list ? passphraseEntropyBits(phraseOptions, list.length) : 0) : passwordEntropyBits(options);
  const strengthLabel: StrengthLabel = phrase ? passphraseStrength(entropyBits) : passwordStrength(options).label;
  const level = LEVELS[strengthLabel];
  const entropy = formatBits(entropyBits);
  const noun = phrase ? { one: 'phrase de passe', many: 'phrases de passe', the: 'la phrase de passe' } : { one: 'mot de passe', many: 'mots de passe', the: 'le mot de passe' };
  const placeholder = phrase ? '•'.repeat(words * 6) : '•'.repeat(length);
  const several = count > 1;

  return (
    <ToolFrame content={content}>
      <ChoiceField legend="Type" value={mode} options={MODES} onChange={setMode} />
      <div className="form-grid password-form">
        {phrase ? (
          <>
            <RangeField
              label="Nombre de mots"
              value={words}
              min={PASSPHRASE_WORDS_MIN}
              max={PASSPHRASE_WORDS_MAX}
              onChange={setWords}
              format={(value) => `${value}\u00a0mots`}
              hint={list ? `Mots tirés d’une liste de ${formatInteger(list.length)}\u00a0mots français sans accents.` : undefined}
            />
            <ChoiceField legend="Séparateur" value={separator} options={SEPARATOR_CHOICES} onChange={setSeparator} />
            <ChoiceField legend="Majuscules" value={capitalisation} options={CAPITALISATIONS} onChange={setCapitalisation} />
            <CheckboxField label="Ajouter un chiffre à un mot au hasard" checked={digit} onChange={setDigit} />
          </>
        ) : (
          <>
            <RangeField
              label="Longueur"
              value={length}
              min={PASSWORD_LENGTH_MIN}
              max={PASSWORD_LENGTH_MAX}
              onChange={setLength}
              format={(value) => `${value}\u00a0caractères`}
            />
            <fieldset className="field password-classes" aria-describedby={noClass ? 'password-class-error' : undefined}>
              <legend className="field__label">Types de caractères</legend>
              <div className="password-classes__list">
                {CLASSES.map(({ key, label }) => (
                  <CheckboxField key={key} label={label} checked={options[key] === true} onChange={setters[key]} />
                ))}
                <CheckboxField label={LOOK_ALIKES_LABEL} checked={excludeLookAlikes} onChange={setExcludeLookAlikes} />
              </div>
              {noClass && (
                <p className="field__error" id="password-class-error" role="alert">
                  {PASSWORD_ERRORS.noClass}
                </p>
              )}
            </fieldset>
          </>
        )}
        <RangeField
          label={`Nombre de ${noun.many}`}
          value={count}
          min={COUNT_MIN}
          max={COUNT_MAX}
          onChange={setCount}
          format={(value) => String(value)}
        />
      </div>

      <div className="password-result">
        <ResultCard
          label={several ? `${noun.many[0]!.toUpperCase()}${noun.many.slice(1)} générés` : `${noun.one[0]!.toUpperCase()}${noun.one.slice(1)} ${phrase ? 'générée' : 'généré'}`}
          mono={!several}
          value={values ? (several ? plural(values.length, noun.one, noun.many) : values[0]!) : error ? '—' : several ? plural(count, noun.one, noun.many) : placeholder}
          copy={values ? values.join('\n') : false}
          copyCaption={several ? 'Tout copier' : undefined}
          tone={error ? 'warning' : 'default'}
        >
          {listFailed ? (
            <LoadStatus failed={LIST_FAILED} onRetry={wordList.retry} />
          ) : (
            error &&
            !noClass && (
              <p className="error-text" role="alert">
                {error}
              </p>
            )
          )}
          {several && values && (
            <ol className="password-list" aria-label={`Liste des ${noun.many}`}>
              {values.map((value, i) => (
                <li key={i} className="password-list__item">
                  <span className="password-list__value">{value}</span>
                  <CopyButton text={value} label={`${noun.the} ${i + 1}`} />
                </li>
              ))}
            </ol>
          )}
          {!noClass && (
            <div className={`strength strength--${level.tone}`}>
              <div className="strength__meter" aria-hidden>
                {[1, 2, 3, 4].map((step) => (
                  <span key={step} className={`strength__bar ${step <= level.level ? 'is-on' : ''}`} />
                ))}
              </div>
              <dl className="strength__figures">
                <div>
                  <dt>Robustesse</dt>
                  <dd className="strength__label">{strengthLabel}</dd>
                </div>
                <div>
                  <dt>Entropie</dt>
                  <dd>{entropy}</dd>
                </div>
              </dl>
            </div>
          )}
        </ResultCard>
        <div className="button-row">
          <button type="button" className="button" onClick={() => setRound((r) => r + 1)} disabled={noClass}>
            <RefreshCw aria-hidden size={16} />
            Régénérer
          </button>
        </div>
      </div>
    </ToolFrame>
  );
}
