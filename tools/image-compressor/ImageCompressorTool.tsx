import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { RangeField } from '../../components/fields/RangeField';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { NumberField } from '../../components/fields/NumberField';
import { plural } from '../../components/lib/text';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { useToolForm } from '../../components/tool/toolState';
import type { ImageProcessor } from '../../components/images/bridge';
import { DropZone } from '../../components/fields/DropZone';
import { ImageBatch } from '../../components/images/batchView';
import { formatReduction, MAX_BATCH, refusedMessage } from '../../components/images/images';
import { sizeLines, useImageBatch } from '../../components/images/useImageBatch';
import {
  COMPRESS_MESSAGES,
  compressedName,
  compressionJob,
  canBeLossless,
  FORMAT_CHOICES,
  outputTypeFor,
  parseMaxWidth,
  QUALITY_DEFAULT,
  QUALITY_MAX,
  QUALITY_MIN,
  validateImage,
  type CompressFormat,
  type CompressSettings,
} from './imageCompressor';

interface ImageCompressorToolProps {
  /** The image worker bridge, injectable for tests; by default the page's own worker pool. */
  processor?: ImageProcessor;
}

/** The form as the page holds it: the width as typed (empty: original size). */
interface CompressForm {
  quality: number;
  format: CompressFormat;
  lossless: boolean;
  width: string;
}

const FORMATS = FORMAT_CHOICES.map((choice) => choice.value);
const DEFAULT_FORM: CompressForm = { quality: QUALITY_DEFAULT, format: 'original', lossless: false, width: '' };
/** `/compression-image/?qualite=60&format=webp&sansperte=true&largeur=1920` (the images themselves never leave the device). */
const FORM_PARAMS = { qualite: 'quality', format: 'format', sansperte: 'lossless', largeur: 'width' };
const formOf = (raw: unknown): CompressForm => {
  const r = raw as Partial<Record<keyof CompressForm, unknown>>;
  const quality = typeof r.quality === 'number' && r.quality >= QUALITY_MIN && r.quality <= QUALITY_MAX ? Math.round(r.quality) : QUALITY_DEFAULT;
  const format = FORMATS.find((f) => f === r.format) ?? 'original';
  return { quality, format, lossless: r.lossless === true, width: typeof r.width === 'string' ? r.width : '' };
};

/** What the next compressions get: the typed width when it is valid, else the last valid one. */
function settingsOf(form: CompressForm, fallbackWidth: number): CompressSettings {
  const width = parseMaxWidth(form.width);
  return { quality: form.quality, format: form.format, lossless: form.lossless, maxWidth: width.ok ? width.value : fallbackWidth };
}

export default function ImageCompressorTool({ processor }: ImageCompressorToolProps) {
  const [form, setForm] = useToolForm<CompressForm>(DEFAULT_FORM, FORM_PARAMS, formOf);
  const width = parseMaxWidth(form.width);
  /** The quality and width the shown results were made with (the slider and the width field alone do not recompress). */
  const [applied, setApplied] = useState(() => settingsOf(form, 0));
  const [refused, setRefused] = useState(0);
  const batch = useImageBatch<CompressSettings>({
    processor,
    // Files added later are compressed like the ones shown: the slider and the width apply on « Recompresser ».
    settings: { ...settingsOf(form, applied.maxWidth), quality: applied.quality, maxWidth: applied.maxWidth },
    validate: validateImage,
    makeJob: compressionJob,
    outputName: (file, outcome) => compressedName(file.name, file.type, outcome.blob.type as Parameters<typeof compressedName>[2]),
    failure: COMPRESS_MESSAGES.error,
    neverLarger: true,
  });
  const hasFiles = batch.items.some((item) => item.status !== 'invalid');
  // Until an image is compressed, the form is what the next images get (remembered values included).
  const next = settingsOf(form, applied.maxWidth);
  useEffect(() => {
    if (!hasFiles) setApplied(next);
  }, [hasFiles, next.quality, next.maxWidth, next.format, next.lossless]);

  const change = (nextForm: CompressForm) => {
    setForm(() => nextForm);
    const settings = settingsOf(nextForm, applied.maxWidth);
    setApplied(settings);
    batch.rerun(settings);
  };
  // « Même format » on a batch: lossless is offered when one of its files stays WebP or PNG.
  const losslessApplies =
    form.format === 'original'
      ? batch.items.length === 0 || batch.items.some((item) => canBeLossless(outputTypeFor(item.file.type, 'original')))
      : canBeLossless(outputTypeFor('', form.format));
  const pending = hasFiles && (applied.quality !== form.quality || (width.ok && applied.maxWidth !== width.value));

  return (
    <ToolFrame content={content}>
      <div className="image-tool">
        <div className="image-tool__settings">
          <div className="image-tool__quality">
          <RangeField
            label="Qualité"
            value={form.quality}
            min={QUALITY_MIN}
            max={QUALITY_MAX}
            onChange={(quality) => setForm((current) => ({ ...current, quality }))}
            format={(v) => `${v}\u00a0%`}
            hint={'Plus la qualité est basse, plus le fichier est léger. 75\u00a0% convient à la plupart des photos.'}
          />
          </div>
          <ChoiceField<CompressFormat> legend="Format de sortie" value={form.format} options={FORMAT_CHOICES} onChange={(format) => change({ ...form, format })} />
          <CheckboxField
            label="Sans perte (captures d’écran, logos, graphiques)"
            checked={form.lossless && losslessApplies}
            onChange={(lossless) => change({ ...form, lossless })}
            hint={
              losslessApplies
                ? 'Chaque pixel est gardé\u00a0: PNG optimisé ou WebP sans perte. La qualité ne s’applique pas.'
                : 'Pour le WebP et le PNG seulement\u00a0: le JPEG et l’AVIF perdent toujours un peu de détail.'
            }
          />
          <NumberField
            label="Largeur maximale"
            name="largeur"
            value={form.width}
            onChange={(text) => setForm((current) => ({ ...current, width: text }))}
            error={width.ok ? undefined : width.error}
            unit="px"
            inputMode="numeric"
            placeholder="Taille d’origine"
            hint={'Vide\u00a0: taille d’origine. Les images plus larges sont réduites, proportions conservées (1\u00a0920 pour une image pleine largeur, 1\u00a0280 pour une fiche produit).'}
          />
        </div>
        <DropZone
          accept="image/*"
          title="Déposez vos images ici (JPEG, PNG, WebP, AVIF...)"
          button="Choisir des images"
          hint={`Jusqu’à ${MAX_BATCH}\u00a0images de 25\u00a0MB au plus. Rien n’est envoyé\u00a0: la compression se fait dans votre navigateur. Chaque image recompressée garde le bon sens de la photo, mais perd sa position GPS et les informations de l’appareil photo (EXIF).`}
          onFiles={(files) => setRefused(batch.add(files))}
          onIntent={batch.prepare}
          wholePage
        />
        {refused > 0 && (
          <p className="notice" role="status">
            {refusedMessage(refused)}
          </p>
        )}
        {hasFiles && (
          <div className="image-tool__recompress">
            <button type="button" className="button button--ghost" onClick={() => change(form)}>
              <RefreshCw aria-hidden size={18} />
              Recompresser
            </button>
            {pending && (
              <p className="field__hint">
                {applied.quality !== form.quality
                  ? `Cliquez sur «\u00a0Recompresser\u00a0» pour appliquer la qualité de ${form.quality}\u00a0% (résultats actuels\u00a0: ${applied.quality}\u00a0%).`
                  : 'Cliquez sur «\u00a0Recompresser\u00a0» pour appliquer la nouvelle largeur maximale.'}
              </p>
            )}
          </div>
        )}
        <ImageBatch
          items={batch.items}
          workingText={COMPRESS_MESSAGES.compressing}
          cancelledText={COMPRESS_MESSAGES.cancelled}
          keptText={COMPRESS_MESSAGES.kept}
          reduction="always"
          zipName="images-compressees.zip"
          summary={(done) => {
            // The first image of an animation is not a saving, whatever its size: it is left out of the totals.
            const counted = done.filter((item) => item.result!.firstFrameOf === undefined);
            const flattened = done.length - counted.length;
            const before = counted.reduce((sum, item) => sum + item.file.size, 0);
            const after = counted.reduce((sum, item) => sum + item.result!.blob.size, 0);
            const kept = counted.filter((item) => item.result!.keptOriginal).length;
            const notes = [
              kept === 0
                ? undefined
                : done.length === 1
                  ? COMPRESS_MESSAGES.kept
                  : `${plural(kept, 'fichier d’origine conservé', 'fichiers d’origine conservés')}\u00a0: la compression ne les rendait pas plus légers.`,
              flattened === 0 ? undefined : `${plural(flattened, 'image animée réduite', 'images animées réduites')} à la première image, hors du total\u00a0: ce n’est pas une économie.`,
            ].filter(Boolean);
            return {
              label: counted.length <= 1 ? 'Réduction' : `Réduction totale (${plural(counted.length, 'image', 'images')})`,
              value: counted.length === 0 ? '—' : formatReduction(before, after),
              details: counted.length === 0 ? [] : sizeLines(counted),
              note: notes.length > 0 ? notes.join(' ') : undefined,
            };
          }}
          onRemove={batch.remove}
          onRetry={batch.retry}
          onCancel={batch.cancel}
          onKeepFirstFrame={batch.keepFirstFrame}
          onClear={() => {
            batch.clear();
            setRefused(0);
          }}
        />
      </div>
    </ToolFrame>
  );
}
