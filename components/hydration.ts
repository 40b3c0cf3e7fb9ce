import { useState, useSyncExternalStore } from 'react';

/**
 * What an element whose pre-rendered inside is kept renders (`dangerouslySetInnerHTML`, with
 * `suppressHydrationWarning`): React neither checks nor replaces the inside of such an element when it hydrates, and
 * writes an inner HTML only when this value changes, which it never does. Used for what a page's HTML already shows
 * and its code need not download: a tool's texts and description (ToolFrame), the home page's cards (ToolCard).
 */
export const SERVER_HTML = { __html: '' };

const noSubscription = () => () => undefined;

/**
 * True for a component that hydrated pre-rendered HTML in the browser; false on the server and for anything React
 * creates (a link followed, a filter changed). Read once, at the mount.
 */
export function useMountedByHydration(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [hydrated] = useState(() => hydrating && typeof document !== 'undefined');
  return hydrated;
}
