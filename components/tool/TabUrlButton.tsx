import { Globe } from 'lucide-react';
import { useCurrentTabUrl } from '../popup/useCurrentTabUrl';

export const TAB_URL_LABEL = 'Utiliser l’adresse de l’onglet';

/**
 * In the extension popup, fills an address field with the address of the page the popup was opened on.
 * Shown only there, and only when that page is a web page (nothing to offer on a browser page).
 */
export function TabUrlButton({ onUse }: { onUse: (url: string) => void }) {
  const url = useCurrentTabUrl();
  if (!url) return null;
  return (
    <button type="button" className="button button--ghost tab-url-button" onClick={() => onUse(url)} title={url}>
      <Globe aria-hidden size={16} />
      {TAB_URL_LABEL}
    </button>
  );
}
