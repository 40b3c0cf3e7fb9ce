import { useCallback, useState } from 'react';
import { onDemand } from '../lib/onDemand';
import { useOnDemand } from '../lib/useOnDemand';
import type { KeywordTable } from './search';

/** The search keywords (tools/keywords.ts, a chunk of its own), loaded once; again after a failure. */
export const keywordTable = onDemand((): Promise<KeywordTable> => import('../../tools/keywords').then((module) => module.TOOL_KEYWORDS));

/**
 * The search keywords, fetched the first time the search box is used (`request`, on focus, pointer or typing),
 * not with the page. `ready` once they are there, or once they could not be fetched (`failed`: the search then reads
 * titles and descriptions only, and `retry` loads them again): until then, no result is no news.
 */
export function useKeywords(): { keywords: KeywordTable | undefined; ready: boolean; failed: boolean; request: () => void; retry: () => void } {
  const [wanted, setWanted] = useState(false);
  const { value, failed, retry } = useOnDemand(keywordTable, wanted);
  const request = useCallback(() => setWanted(true), []);
  return { keywords: value, ready: value !== undefined || failed, failed, request, retry };
}
