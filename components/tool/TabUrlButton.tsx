import { Globe } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePlatform } from '../../platform/platform';

export const TAB_URL_LABEL = 'Utiliser l’adresse de l’onglet';

/**
 * In the extension popup, fills an address field with the address of the page the popup was opened on.
 * Shown only there, and only when that page is a web page (nothing to offer on a browser page).
 */
export function TabUrlButton({ onUse }: { onUse: (url: string) => void }) {
  const { currentTabUrl } = usePlatform();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    currentTabUrl?.().then((found) => live && setUrl(found), () => {});
    return () => {
      live = false;
    };
  }, [currentTabUrl]);
  if (!url) return null;
  return (
    <button type="button" className="button button--ghost tab-url-button" onClick={() => onUse(url)} title={url}>
      <Globe aria-hidden size={16} />
      {TAB_URL_LABEL}
    </button>
  );
}
