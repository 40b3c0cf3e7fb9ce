import { ImagePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { DropZone } from '../../components/fields/DropZone';
import { RangeField } from '../../components/fields/RangeField';
import { readLogo } from './logo';
import { LOGO_SIZE_MAX, LOGO_SIZE_MIN, LOGO_TYPES, type LogoOptions } from '../../components/qr/qrCode';

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

  const take = async (file: File | undefined) => {
    if (!file) return;
    const read = await readLogo(file);
    setError(read.ok ? null : read.message);
    if (read.ok) onLogo(read.href, read.image);
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
        <DropZone
          accept={LOGO_TYPES.join(',')}
          title="Ajouter un logo"
          button="Choisir une image"
          hint={'Ou déposez-la ici\u00a0: PNG, JPEG, WebP ou SVG, 2\u00a0Mo au maximum.'}
          onFiles={([file]) => void take(file)}
          single
          name="qr-logo"
          icon={ImagePlus}
          compact
        />
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
