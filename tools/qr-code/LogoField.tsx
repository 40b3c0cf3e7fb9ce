import { ImagePlus, Trash2 } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { RangeField } from '../../components/fields/RangeField';
import { readLogo } from './logo';
import { LOGO_SIZE_MAX, LOGO_SIZE_MIN, LOGO_TYPES, type LogoOptions } from './qrCode';

interface LogoFieldProps {
  /** The logo's data URL, or null. */
  href: string | null;
  onLogo: (href: string, image: HTMLImageElement) => void;
  onRemove: () => void;
  options: LogoOptions;
  setOption: <K extends keyof LogoOptions>(key: K, value: LogoOptions[K]) => void;
  /** The device refused to keep the logo (too heavy for its storage): it is used on this page only. */
  notKept: boolean;
}

/** The logo in the centre: dropped or picked, checked, then its size and pad; the level it imposes is said here. */
export function LogoField({ href, onLogo, onRemove, options, setOption, notKept }: LogoFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const read = await readLogo(file);
    setError(read.ok ? null : read.message);
    if (read.ok) onLogo(read.href, read.image);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <div className="qr-logo">
      {href ? (
        <div className="qr-logo__current">
          <img className="qr-logo__thumb" src={href} alt="Logo choisi" />
          <button type="button" className="button button--ghost" onClick={onRemove}>
            <Trash2 aria-hidden size={16} />
            Retirer le logo
          </button>
        </div>
      ) : (
        <label
          className={`qr-logo__drop${over ? ' is-over' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          <ImagePlus aria-hidden size={24} />
          <span className="qr-logo__title">Ajouter un logo</span>
          <span className="field__hint">Déposez une image ici ou cliquez pour la choisir (PNG, JPEG, WebP ou SVG, 2&#160;Mo au maximum).</span>
          <input
            className="visually-hidden"
            type="file"
            name="qr-logo"
            accept={LOGO_TYPES.join(',')}
            onChange={(event) => {
              void take(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {href && (
        <>
          <p className="notice qr-logo__level" data-testid="qr-logo-level">
            Niveau de correction H imposé tant que le logo est là&#160;: il permet de relire le code malgré les modules cachés par le logo.
          </p>
          <RangeField
            label="Taille du logo"
            value={options.size}
            min={LOGO_SIZE_MIN}
            max={LOGO_SIZE_MAX}
            onChange={(v) => setOption('size', v)}
            format={(v) => `${v}\u00a0% du côté au plus`}
            hint="Limitée pour que le code reste lisible et que les repères des coins restent dégagés."
          />
          <CheckboxField label="Fond clair autour du logo" checked={options.pad} onChange={(v) => setOption('pad', v)} />
        </>
      )}
      <p className="field__hint">
        {notKept
          ? 'Ce logo est trop lourd pour être gardé sur cet appareil\u00a0: il sert sur cette page seulement, et n’est envoyé nulle part.'
          : 'Le logo reste sur cet appareil\u00a0: il n’est envoyé nulle part et ne figure pas dans l’adresse de la page.'}
      </p>
    </div>
  );
}
