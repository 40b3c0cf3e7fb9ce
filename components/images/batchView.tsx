import type { ComponentType } from 'react';
import { LoadBoundary } from '../layout/LoadStatus';
import { preloadable } from '../preloadable';
import type { ImageBatchViewProps } from './ImageBatchView';

/**
 * The batch's results (summary, « Tout télécharger », the before/after comparison, one row per file: ImageBatchView,
 * Compare and the ZIP writer, 3 KB gzip), a chunk of its own: an image tool shows only its drop zone at first, and
 * this loads when files are about to come (useImageBatch's `prepare`) or come.
 */
export const batchView = preloadable(
  (): Promise<{ default: ComponentType<ImageBatchViewProps> }> => import('./ImageBatchView').then((module) => ({ default: module.ImageBatchView })),
);

/** The batch's view, once there are files; nothing before. */
export function ImageBatch(props: ImageBatchViewProps) {
  if (props.items.length === 0) return null;
  return (
    <LoadBoundary fallback={null} failed="L’affichage des résultats n’a pas pu être chargé.">
      <batchView.Component {...props} />
    </LoadBoundary>
  );
}
