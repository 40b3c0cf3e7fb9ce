import { Save, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { TextField } from '../../components/fields/TextField';
import { useToolParam } from '../../components/tool/toolState';
import { usePlatform } from '../../platform/platform';
import { MAX_PRESETS, savePreset, validatePresets, type PresetField, type UtmPreset } from './utmExtras';

export const PRESETS_KEY = 'utm-presets';
export const PRESET_SAVE_FAILED = 'Le modèle n’a pas pu être enregistré sur cet appareil (stockage plein ou refusé).';
const NO_PRESET_NAME = 'Donnez un nom au modèle pour l’enregistrer';

/** The presets kept on this device (localStorage, or chrome.storage.local), followed across tabs. */
export function usePresets() {
  const { storedItem } = usePlatform();
  const item = useMemo(() => storedItem<UtmPreset[]>(PRESETS_KEY, { fallback: [], validate: validatePresets }), [storedItem]);
  const [presets, setPresets] = useState<UtmPreset[]>([]);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    item.get().then(
      (value) => live && setPresets(value),
      () => undefined,
    );
    const stop = item.subscribe((value) => setPresets(validatePresets(value) ?? []));
    return () => {
      live = false;
      stop();
    };
  }, [item]);
  const store = (next: UtmPreset[]) => {
    setPresets(next);
    item.set(next).then(
      () => setError(undefined),
      () => setError(PRESET_SAVE_FAILED),
    );
  };
  return { presets, store, error };
}

interface UtmPresetsProps extends ReturnType<typeof usePresets> {
  /** The source, medium and campaign as they stand, what « Enregistrer » keeps. */
  values: Record<PresetField, string>;
  onApply: (preset: UtmPreset) => void;
}

/** Named source / medium / campaign combinations: saved, applied in one click, deleted. */
export function UtmPresets({ presets, store, error, values, onApply }: UtmPresetsProps) {
  const [name, setName] = useToolParam('nom-modele', '');
  const [nameError, setNameError] = useState<string | undefined>();
  const onSave = () => {
    if (name.trim() === '') return setNameError(NO_PRESET_NAME);
    setNameError(undefined);
    store(savePreset(presets, { name, ...values }));
    setName('');
  };

  return (
    <section className="utm-presets" aria-labelledby="utm-presets-title">
      <h2 id="utm-presets-title" className="utm-presets__title">
        Modèles enregistrés sur cet appareil
      </h2>
      <div className="utm-presets__save">
        <TextField label="Nom du modèle" value={name} onChange={setName} error={nameError} placeholder={'Ex.\u00a0: Newsletter mensuelle'} />
        <button type="button" className="button button--ghost" onClick={onSave} disabled={presets.length >= MAX_PRESETS}>
          <Save aria-hidden size={16} />
          Enregistrer la source, le support et la campagne
        </button>
      </div>
      {error && <p className="error-text">{error}</p>}
      {presets.length > 0 ? (
        <ul className="utm-presets__list">
          {presets.map((preset) => (
            <li key={preset.name} className="utm-presets__item">
              <span className="utm-presets__name">{preset.name}</span>
              <span className="utm-presets__values">
                {[preset.source, preset.medium, preset.campaign].map((v) => v || '—').join(' / ')}
              </span>
              <span className="utm-presets__actions">
                <button type="button" className="button button--ghost" onClick={() => onApply(preset)} aria-label={`Appliquer le modèle ${preset.name}`}>
                  Appliquer
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => store(presets.filter((p) => p.name !== preset.name))}
                  aria-label={`Supprimer le modèle ${preset.name}`}
                >
                  <Trash2 aria-hidden size={16} />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="utm-presets__empty">Aucun modèle pour l’instant. Enregistrez vos combinaisons habituelles pour les réutiliser en un clic.</p>
      )}
    </section>
  );
}
