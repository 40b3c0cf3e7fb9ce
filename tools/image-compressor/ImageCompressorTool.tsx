import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { RangeField } from '../../components/fields/RangeField';
import { SelectField } from '../../components/fields/SelectField';
import { formatInteger } from '../../components/lib/number';
import { plural } from '../../components/lib/text';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { header } from 'virtual:outilo-tools/header/image-compressor';
import { useToolForm } from '../../components/tool/toolState';
import type { ImageProcessor } from '../image-common/bridge';
import { DropZone } from '../image-common/DropZone';
import { ImageBatch } from '../image-common/batchView';
import { formatReduction, MAX_BATCH, refusedMessage } from '../image-common/images';
import { sizeLines, useImageBatch } from '../image-common/useImageBatch';
import {
  COMPRESS_MESSAGES,
  compressedName,
  compressionJob,
  FORMAT_CHOICES,
  MAX_WIDTHS,
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

const WIDTH_CHOICES = MAX_WIDTHS.map((width) => ({
  value: String(width),
  label: width === 0 ? 'Taille d’origine' : `${formatInteger(width)}\u00a0px`,
}));

const DEFAULT_SETTINGS: CompressSettings = { quality: QUALITY_DEFAULT, format: 'original', maxWidth: 0 };
/** `/compression-image/?qualite=60&format=webp&largeur=1920` (the images themselves never leave the device). */
const SETTING_PARAMS = { qualite: 'quality', format: 'format', largeur: 'maxWidth' };
const settingsOf = (raw: unknown): CompressSettings => {
  const r = raw as Partial<Record<keyof CompressSettings, unknown>>;
  const quality = typeof r.quality === 'number' && r.quality >= QUALITY_MIN && r.quality <= QUALITY_MAX ? Math.round(r.quality) : QUALITY_DEFAULT;
  const format = (['original', 'webp', 'jpeg'] as const).find((f) => f === r.format) ?? 'original';
  return { quality, format, maxWidth: MAX_WIDTHS.find((w) => w === r.maxWidth) ?? 0 };
};

export default function ImageCompressorTool({ processor }: ImageCompressorToolProps) {
  const [settings, setSettings] = useToolForm<CompressSettings>(DEFAULT_SETTINGS, SETTING_PARAMS, settingsOf);
  /** The quality the shown results were made with (the slider alone does not recompress). */
  const [appliedQuality, setAppliedQuality] = useState(QUALITY_DEFAULT);
  const [refused, setRefused] = useState(0);
  const batch = useImageBatch<CompressSettings>({
    processor,
    // Files added later are compressed like the ones shown: the slider applies on « Recompresser ».
    settings: { ...settings, quality: appliedQuality },
    validate: validateImage,
    makeJob: compressionJob,
    outputName: (file, outcome) => compressedName(file.name, file.type, outcome.blob.type as Parameters<typeof compressedName>[2]),
    failure: COMPRESS_MESSAGES.error,
    neverLarger: true,
  });
  const hasFiles = batch.items.some((item) => item.status !== 'invalid');
  // Until an image is compressed, the slider is the quality the next images get (remembered values included).
  useEffect(() => {
    if (!hasFiles) setAppliedQuality(settings.quality);
  }, [hasFiles, settings.quality]);

  const change = (next: CompressSettings) => {
    setSettings(() => next);
    setAppliedQuality(next.quality);
    batch.rerun(next);
  };

  return (
    <ToolFrame content={content} header={header}>
      <div className="image-tool">
        <div className="image-tool__settings">
          <div className="image-tool__quality">
          <RangeField
            label="Qualité"
            value={settings.quality}
            min={QUALITY_MIN}
            max={QUALITY_MAX}
            onChange={(quality) => setSettings((current) => ({ ...current, quality }))}
            format={(v) => `${v}\u00a0%`}
            hint={'Plus la qualité est basse, plus le fichier est léger. 75\u00a0% convient à la plupart des photos.'}
          />
          </div>
          <ChoiceField<CompressFormat> legend="Format de sortie" value={settings.format} options={FORMAT_CHOICES} onChange={(format) => change({ ...settings, format })} />
          <SelectField
            label="Largeur maximale"
            value={String(settings.maxWidth)}
            options={WIDTH_CHOICES}
            onChange={(value) => change({ ...settings, maxWidth: Number(value) })}
            hint="Les images plus larges sont réduites, proportions conservées."
          />
        </div>
        <DropZone
          accept="image/*"
          title="Déposez vos images ici (JPEG, PNG, WebP...)"
          button="Choisir des images"
          hint={`Jusqu’à ${MAX_BATCH}\u00a0images de 25\u00a0MB au plus. Rien n’est envoyé\u00a0: la compression se fait dans votre navigateur.`}
          onFiles={(files) => setRefused(batch.add(files))}
          onIntent={batch.prepare}
        />
        {refused > 0 && (
          <p className="notice" role="status">
            {refusedMessage(refused)}
          </p>
        )}
        {hasFiles && (
          <div className="image-tool__recompress">
            <button type="button" className="button button--ghost" onClick={() => change(settings)}>
              <RefreshCw aria-hidden size={18} />
              Recompresser
            </button>
            {appliedQuality !== settings.quality && (
              <p className="field__hint">
                {`Cliquez sur «\u00a0Recompresser\u00a0» pour appliquer la qualité de ${settings.quality}\u00a0% (résultats actuels\u00a0: ${appliedQuality}\u00a0%).`}
              </p>
            )}
          </div>
        )}
        <ImageBatch
          items={batch.items}
          workingText={COMPRESS_MESSAGES.compressing}
          keptText={COMPRESS_MESSAGES.kept}
          reduction="always"
          zipName="images-compressees.zip"
          summary={(done) => {
            const before = done.reduce((sum, item) => sum + item.file.size, 0);
            const after = done.reduce((sum, item) => sum + item.result!.blob.size, 0);
            const kept = done.filter((item) => item.result!.keptOriginal).length;
            return {
              label: done.length === 1 ? 'Réduction' : `Réduction totale (${plural(done.length, 'image', 'images')})`,
              value: formatReduction(before, after),
              details: sizeLines(done),
              note:
                kept === 0
                  ? undefined
                  : done.length === 1
                    ? COMPRESS_MESSAGES.kept
                    : `${plural(kept, 'fichier d’origine conservé', 'fichiers d’origine conservés')}\u00a0: la compression ne les rendait pas plus légers.`,
            };
          }}
          onRemove={batch.remove}
          onRetry={batch.retry}
          onClear={() => {
            batch.clear();
            setRefused(0);
          }}
        />
      </div>
    </ToolFrame>
  );
}
