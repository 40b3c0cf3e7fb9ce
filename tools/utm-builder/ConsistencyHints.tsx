import { consistencyMessage, type ConsistencyHint, type PresetField } from './utmExtras';

const FIELD_LABELS: Record<PresetField, string> = { source: 'la source', medium: 'le support', campaign: 'la campagne' };

/** A source, medium or campaign written unlike in the saved presets (« Google » for « google »), with its fix. */
export function ConsistencyHints({ hints, onFix }: { hints: readonly ConsistencyHint[]; onFix: (field: PresetField, value: string) => void }) {
  if (hints.length === 0) return null;
  return (
    <div className="notice utm-hints" role="status">
      {hints.map((hint) => (
        <p key={hint.field}>
          {consistencyMessage(hint)}{' '}
          <button type="button" className="button button--ghost utm-hints__fix" onClick={() => onFix(hint.field, hint.expected)}>
            Corriger {FIELD_LABELS[hint.field]} en «{'\u00a0'}
            {hint.expected}
            {'\u00a0'}»
          </button>
        </p>
      ))}
    </div>
  );
}
