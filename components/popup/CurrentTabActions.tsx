import { QrCode } from 'lucide-react';
import { usePlatform } from '../../platform/platform';
import { useCurrentTabUrl } from './useCurrentTabUrl';

/** The QR code tool's address for a link (its URL inputs: `type=url`, `url`). */
export const qrCodePathFor = (url: string) => `/qr-code/?${new URLSearchParams({ type: 'url', url })}`;

export const CURRENT_TAB_QR_LABEL = 'Créer le QR code de l’onglet';

/** The page's address without its scheme, as a reminder of which tab this is about. */
const shortAddress = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

/**
 * On the popup's list, when it was opened on a web page: the QR code of that page in one click (the QR tool
 * opens in the full-tab page, where the address of the tab the popup came from is no longer known).
 */
export function CurrentTabActions() {
  const { fullPageUrl } = usePlatform();
  const url = useCurrentTabUrl();
  if (!url || !fullPageUrl) return null;
  return (
    <section className="current-tab" aria-label="Onglet actuel">
      <p className="current-tab__address" title={url}>
        Onglet actuel{'\u00a0'}: <span>{shortAddress(url)}</span>
      </p>
      <a
        className="button button--ghost current-tab__action"
        href={fullPageUrl(qrCodePathFor(url))}
        target="_blank"
        rel="noreferrer"
        aria-label={CURRENT_TAB_QR_LABEL}
        title={CURRENT_TAB_QR_LABEL}
      >
        <QrCode aria-hidden size={16} />
        QR code
      </a>
    </section>
  );
}
