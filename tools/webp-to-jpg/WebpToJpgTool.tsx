import { useState } from 'react';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { plural } from '../../components/lib/text';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { choiceParam, useToolParam } from '../../components/tool/toolState';
import type { ImageProcessor } from '../../components/images/bridge';
import { DropZone } from '../../components/fields/DropZone';
import { ImageBatch } from '../../components/images/batchView';
import { formatDimensions, MAX_BATCH, refusedMessage } from '../../components/images/images';
import { sizeLines, useImageBatch } from '../../components/images/useImageBatch';
import { conversionJob, convertedName, validateWebp, WEBP_MESSAGES, WEBP_OUTPUTS, type WebpOutput } from './webpToJpg';

interface WebpToJpgToolProps {
  /** The image worker bridge, injectable for tests; by default the page's own worker pool. */
  processor?: ImageProcessor;
}

const OUTPUT_PARAM = choiceParam<WebpOutput>(['jpg', 'png']);

export default function WebpToJpgTool({ processor }: WebpToJpgToolProps) {
  const [output, setOutput] = useToolParam<WebpOutput>('sortie', 'jpg', OUTPUT_PARAM);
  const [refused, setRefused] = useState(0);
  const batch = useImageBatch<WebpOutput>({
    processor,
    settings: output,
    validate: validateWebp,
    makeJob: conversionJob,
    outputName: (file, _outcome, settings) => convertedName(file.name, settings),
    failure: WEBP_MESSAGES.error,
  });

  return (
    <ToolFrame content={content}>
      <div className="image-tool">
        <ChoiceField
          legend="Format de sortie"
          value={output}
          options={WEBP_OUTPUTS}
          onChange={(next) => {
            setOutput(next);
            // SPEC: changing the output format reconverts the current files.
            batch.rerun(next);
          }}
        />
        <DropZone
          accept="image/webp,.webp"
          title="Déposez vos images WebP ici"
          button="Choisir des images WebP"
          hint={`Jusqu’à ${MAX_BATCH}\u00a0images de 10\u00a0MB au plus. Rien n’est envoyé\u00a0: la conversion se fait dans votre navigateur.`}
          onFiles={(files) => setRefused(batch.add(files))}
          onIntent={batch.prepare}
          wholePage
        />
        {refused > 0 && (
          <p className="notice" role="status">
            {refusedMessage(refused)}
          </p>
        )}
        <ImageBatch
          items={batch.items}
          workingText={WEBP_MESSAGES.converting}
          cancelledText={WEBP_MESSAGES.cancelled}
          reduction="when-smaller"
          zipName="images-converties.zip"
          summary={(done) => ({
            label: 'Conversion terminée',
            value: `${plural(done.length, 'image convertie', 'images converties')} en ${output.toUpperCase()}`,
            details: [
              ...sizeLines(done),
              ...(done.length === 1 ? [{ label: 'Dimensions', value: formatDimensions(done[0]!.result!.width, done[0]!.result!.height) }] : []),
            ],
          })}
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
