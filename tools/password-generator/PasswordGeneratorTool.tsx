import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { RangeField } from '../../components/fields/RangeField';
import { cryptoRandom, type RandomSource } from '../../components/lib/random';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import {
  DEFAULT_PASSWORD_OPTIONS,
  formatEntropyBits,
  generatePassword,
  PASSWORD_ERRORS,
  PASSWORD_LENGTH_MAX,
  PASSWORD_LENGTH_MIN,
  passwordEntropyBits,
  passwordStrength,
  selectedClasses,
  type PasswordOptions,
  type PasswordResult,
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

interface PasswordGeneratorToolProps {
  /** Randomness source, injectable for tests; the product uses crypto.getRandomValues. */
  rng?: RandomSource;
}

export default function PasswordGeneratorTool({ rng = cryptoRandom }: PasswordGeneratorToolProps) {
  const [options, setOptions] = useState<PasswordOptions>({ ...DEFAULT_PASSWORD_OPTIONS });
  const [round, setRound] = useState(0);
  // Generated after mount only: the pre-rendered page must not ship (or mismatch) a password.
  const [result, setResult] = useState<PasswordResult | null>(null);

  useEffect(() => {
    setResult(generatePassword(options, rng));
  }, [options, rng, round]);

  const set = <K extends keyof PasswordOptions>(key: K, value: PasswordOptions[K]) =>
    setOptions((current) => ({ ...current, [key]: value }));

  const noClass = selectedClasses(options).length === 0;
  const error = noClass ? PASSWORD_ERRORS.noClass : result && !result.ok ? result.error : undefined;
  const password = result?.ok ? result.password : null;
  const strength = passwordStrength(options);
  const level = LEVELS[strength.label];
  const entropy = formatEntropyBits(passwordEntropyBits(options));

  return (
    <ToolFrame content={content}>
      <div className="form-grid password-form">
        <RangeField
          label="Longueur"
          value={options.length}
          min={PASSWORD_LENGTH_MIN}
          max={PASSWORD_LENGTH_MAX}
          onChange={(value) => set('length', value)}
          format={(value) => `${value}\u00a0caractères`}
        />
        <fieldset className="field password-classes" aria-describedby={noClass ? 'password-class-error' : undefined}>
          <legend className="field__label">Types de caractères</legend>
          <div className="password-classes__list">
            {CLASSES.map(({ key, label }) => (
              <CheckboxField key={key} label={label} checked={options[key]} onChange={(checked) => set(key, checked)} />
            ))}
          </div>
          {noClass && (
            <p className="field__error" id="password-class-error" role="alert">
              {PASSWORD_ERRORS.noClass}
            </p>
          )}
        </fieldset>
      </div>

      <div className="password-result">
        <ResultCard
          label="Mot de passe généré"
          mono
          value={password ?? (error ? '—' : '•'.repeat(options.length))}
          copy={password ?? false}
          tone={error ? 'warning' : 'default'}
        >
          {error && !noClass && (
            <p className="error-text" role="alert">
              {error}
            </p>
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
                  <dd className="strength__label">{strength.label}</dd>
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
