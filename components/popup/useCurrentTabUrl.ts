import { useEffect, useState } from 'react';
import { usePlatform } from '../../platform/platform';

/**
 * The address of the web page the popup was opened on (activeTab), or null: elsewhere than in the popup, on a
 * browser page, or while it is being read.
 */
export function useCurrentTabUrl(): string | null {
  const { currentTabUrl } = usePlatform();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    currentTabUrl?.().then((found) => live && setUrl(found), () => {});
    return () => {
      live = false;
    };
  }, [currentTabUrl]);
  return url;
}
