import { Suspense, type HTMLAttributes } from 'react';
import { SERVER_HTML, useMountedByHydration } from './hydration';
import type { Preloadable } from './preloadable';

interface StaticPartProps extends HTMLAttributes<HTMLElement> {
  /** The element that holds the part. */
  as?: 'div' | 'section';
  /** The content: static (no state, no handler), in a chunk of its own. */
  chunk: Preloadable;
}

/**
 * Static content of a view, such as the signature's install guides: text the page's HTML already has, which its code
 * need not download (issue 13). A page that hydrates keeps, in the element, what the server wrote
 * (components/hydration.ts) and never loads the chunk; the server, a link followed and the extension render it,
 * which shows once its chunk has come (nothing before: keep such parts below what the user acts on).
 */
export function StaticPart({ as: Tag = 'div', chunk, ...attributes }: StaticPartProps) {
  const hydrated = useMountedByHydration();
  if (hydrated) return <Tag {...attributes} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
  return (
    <Tag {...attributes}>
      <Suspense fallback={null}>
        <chunk.Component />
      </Suspense>
    </Tag>
  );
}
