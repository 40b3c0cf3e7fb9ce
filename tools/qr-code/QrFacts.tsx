import { formatInteger, formatNumber } from '../../components/lib/number';
import { CopyButton } from '../../components/tool/CopyButton';
import type { ComposedImage, GeneratedCode } from '../../components/qr/draw';
import { ERROR_LEVEL_LABELS, MIN_PRINT_CM, printedCm } from '../../components/qr/facts';
import { CONTENT_TYPE_LABELS, type ContentType } from '../../components/qr/fields';
import type { QrAppearance } from '../../components/qr/qrCode';

interface QrFactsProps {
  payload: string;
  type: ContentType;
  appearance: QrAppearance;
  /** The side of the downloaded PNG's code, in pixels. */
  side: number;
  image: ComposedImage | null;
  /** The code, once made and not being made again. */
  code: GeneratedCode | null;
  /** The image has a band of custom text (an enabled, non-blank one). */
  textOn: boolean;
}

/** What is known of the code under its preview: type, sizes, printed size, error correction, length, version, content. */
export function QrFacts({ payload, type, appearance, side, image, code, textOn }: QrFactsProps) {
  const characters = [...payload].length;
  const bytes = new TextEncoder().encode(payload).length;
  return (
    <>
    <dl className="qr-info" aria-label="Informations sur le QR code">
      <div>
        <dt>Type</dt>
        <dd>{CONTENT_TYPE_LABELS[type]}</dd>
      </div>
      <div>
        <dt>Taille</dt>
        <dd>
          {appearance.size}&#160;×&#160;{appearance.size}&#160;px
        </dd>
      </div>
      {image && textOn && (
        <div>
          <dt>Image avec le texte</dt>
          <dd>
            {image.layout.width}&#160;×&#160;{image.layout.height}&#160;px
          </dd>
        </div>
      )}
      {side !== appearance.size && (
        <div>
          <dt>PNG téléchargé</dt>
          <dd>
            code de {formatInteger(side)}&#160;×&#160;{formatInteger(side)}&#160;px
          </dd>
        </div>
      )}
      <div>
        <dt>Imprimé à 300&#160;ppp</dt>
        <dd>
          {formatNumber(printedCm(side), { decimals: 1 })}&#160;cm de côté
        </dd>
      </div>
      <div>
        <dt>Correction d’erreur</dt>
        <dd>{ERROR_LEVEL_LABELS[appearance.level]}</dd>
      </div>
      <div>
        <dt>Longueur encodée</dt>
        <dd>
          {formatInteger(characters)}&#160;caractère{characters > 1 ? 's' : ''}
          {bytes !== characters && ` (${formatInteger(bytes)}\u00a0octets en UTF-8)`}
        </dd>
      </div>
      {code && (
        <div>
          <dt>Version</dt>
          <dd>
            {code.matrix.version} ({code.matrix.size}&#160;×&#160;{code.matrix.size}&#160;modules)
          </dd>
        </div>
      )}
    </dl>
    {printedCm(side) < MIN_PRINT_CM && (
      <p className="field__hint">Pour l’impression, visez au moins 2&#160;cm de côté&#160;: agrandissez l’image ou utilisez le SVG, qui s’agrandit sans perte.</p>
    )}
    {textOn && (
      <p className="qr-format-note field__hint" data-testid="qr-format-note">
        Texte personnalisé&#160;: il est dessiné dans l’image PNG. Dans le SVG, il reste du vrai texte, modifiable, affiché avec la police installée sur l’appareil qui ouvre le fichier (la police choisie, sinon une police proche).
      </p>
    )}
    <details className="qr-payload">
      <summary>Voir le contenu encodé</summary>
      <pre className="qr-payload__text">{payload}</pre>
      <CopyButton text={payload} label="le contenu encodé" />
    </details>
    </>
  );
}
