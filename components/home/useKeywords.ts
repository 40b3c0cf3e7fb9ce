import { useCallback, useEffect, useState } from 'react';
import type { KeywordTable } from './search';

let table: KeywordTable | undefined;
let pending: Promise<KeywordTable> | undefined;

/** Loads the search keywords (tools/keywords.ts, a chunk of its own) once; again after a failure. */
function loadKeywords(): Promise<KeywordTable> {
  return (pending ??= import('../../tools/keywords').then(
    (module) => (table = module.TOOL_KEYWORDS),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  ));
}

/**
 * The search keywords, fetched the first time the search box is used (`request`, on focus, pointer or typing),
 * not with the page. `ready` once they are there, or once they could not be fetched (the search then reads
 * titles and descriptions only): until then, no result is no news.
 */
export function useKeywords(): { keywords: KeywordTable | undefined; ready: boolean; request: () => void } {
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState<{ keywords: KeywordTable | undefined; ready: boolean }>(() => ({ keywords: table, ready: table !== undefined }));
  useEffect(() => {
    if (!wanted || state.ready) return;
    let live = true;
    loadKeywords().then(
      (keywords) => live && setState({ keywords, ready: true }),
      () => live && setState({ keywords: undefined, ready: true }),
    );
    return () => {
      live = false;
    };
  }, [wanted, state.ready]);
  const request = useCallback(() => setWanted(true), []);
  return { ...state, request };
}
