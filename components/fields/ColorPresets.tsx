import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ColorPreset {
  name: string;
  /** The colours the preset sets, first the main one; each shows as a half of the swatch. */
  colors: readonly string[];
}

interface ColorPresetsProps {
  legend: ReactNode;
  presets: readonly ColorPreset[];
  /** The name of the chosen preset, or null once a colour was edited by hand. */
  selected: string | null;
  onSelect: (preset: ColorPreset) => void;
}

/** Named colour sets as toggle buttons; the chosen one is marked (aria-pressed and a tick). */
export function ColorPresets({ legend, presets, selected, onSelect }: ColorPresetsProps) {
  return (
    <fieldset className="field color-presets">
      <legend className="field__label">{legend}</legend>
      <div className="color-presets__list">
        {presets.map((preset) => {
          const isSelected = preset.name === selected;
          return (
            <button
              key={preset.name}
              type="button"
              className={`pill color-presets__item ${isSelected ? 'is-selected' : ''}`}
              aria-pressed={isSelected}
              onClick={() => onSelect(preset)}
            >
              {/* Fill attributes, not style attributes: the pre-rendered page runs under a CSP without inline styles. */}
              <svg className="color-presets__swatch" viewBox={`0 0 ${preset.colors.length} 1`} preserveAspectRatio="none" aria-hidden>
                {preset.colors.map((color, index) => (
                  <rect key={index} x={index} y={0} width={1} height={1} fill={color} />
                ))}
              </svg>
              <span className="color-presets__name">{preset.name}</span>
              {isSelected && <Check aria-hidden size={14} />}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
