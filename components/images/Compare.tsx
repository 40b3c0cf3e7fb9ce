import { useId, useState, type CSSProperties, type PointerEvent } from 'react';
import { ChoiceField } from '../fields/ChoiceField';
import { CheckboxField } from '../fields/CheckboxField';
import { RangeField } from '../fields/RangeField';
import { formatBytes } from './images';
import type { BatchItem } from './images';
import { useObjectUrl } from './useObjectUrl';

type Mode = 'slider' | 'side';

const MODES = [
  { value: 'slider' as const, label: 'Curseur' },
  { value: 'side' as const, label: 'Côte à côte' },
];

/**
 * Before and after over the same crop: a slider uncovers the result over the original (drag on the
 * image or use the range field), or both side by side; « Taille réelle » shows pixels 1:1 to judge
 * the artefacts (in the slider, both layers scroll together).
 */
export function Compare({ item }: { item: BatchItem }) {
  const result = item.result!;
  const before = useObjectUrl(item.file);
  const after = useObjectUrl(result.blob);
  const [mode, setMode] = useState<Mode>('slider');
  const [position, setPosition] = useState(50);
  const [actual, setActual] = useState(false);
  const titleId = useId();
  const ratio = `${result.width} / ${result.height}`;
  const canvasStyle = {
    aspectRatio: ratio,
    '--ratio': String(result.width / result.height),
    ...(actual ? { width: `${result.width}px` } : {}),
  } as CSSProperties;

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons !== 1) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0) return;
    setPosition(Math.round(Math.min(100, Math.max(0, ((event.clientX - rect.left) / rect.width) * 100))));
  };

  return (
    <section className="subpanel compare" aria-labelledby={titleId}>
      <h2 className="compare__title" id={titleId}>
        Avant / après <span className="compare__name">{item.file.name}</span>
      </h2>
      <div className="compare__controls">
        <ChoiceField legend="Affichage" value={mode} options={MODES} onChange={setMode} />
        <CheckboxField label="Taille réelle (1:1)" checked={actual} onChange={setActual} />
      </div>
      {mode === 'slider' ? (
        <>
          <div className={`compare__stage${actual ? ' is-actual' : ''}`}>
            <div className="compare__canvas" style={canvasStyle} onPointerDown={follow} onPointerMove={follow} data-testid="compare-canvas">
              {before && <img decoding="async" className="compare__img" src={before} alt={`Avant\u00a0: ${item.file.name}`} draggable={false} />}
              {after && (
                <img
                  decoding="async"
                  className="compare__img compare__img--after"
                  src={after}
                  alt={`Après\u00a0: ${result.name}`}
                  draggable={false}
                  style={{ clipPath: `inset(0 0 0 ${position}%)` }}
                />
              )}
              <span className="compare__divider" style={{ left: `${position}%` }} aria-hidden />
              <span className="compare__tag compare__tag--before" aria-hidden>
                Avant
              </span>
              <span className="compare__tag compare__tag--after" aria-hidden>
                Après
              </span>
            </div>
          </div>
          <RangeField
            label="Position du curseur (avant à gauche, après à droite)"
            value={position}
            min={0}
            max={100}
            onChange={setPosition}
            format={(v) => `${v}\u00a0%`}
          />
        </>
      ) : (
        <div className={`compare__side${actual ? ' is-actual' : ''}`}>
          {[
            { url: before, label: 'Avant', size: item.file.size, alt: `Avant\u00a0: ${item.file.name}` },
            { url: after, label: 'Après', size: result.blob.size, alt: `Après\u00a0: ${result.name}` },
          ].map((side) => (
            <figure key={side.label} className="compare__figure">
              <div className="compare__stage">
                <div className="compare__canvas" style={canvasStyle}>
                  {side.url && <img decoding="async" className="compare__img" src={side.url} alt={side.alt} draggable={false} />}
                </div>
              </div>
              <figcaption>
                {side.label} · {formatBytes(side.size)}
              </figcaption>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}
