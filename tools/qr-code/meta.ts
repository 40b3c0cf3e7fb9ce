import { QrCode } from 'lucide-react';
import { selectionUrl } from '../../components/lib/selectedText';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'qr-code',
  path: '/qr-code/',
  title: 'Générateur de QR code',
  pageTitle: 'Générateur de QR code gratuit\u00a0: URL, Wi-Fi, vCard, SMS (PNG et SVG)',
  description: 'Créez un QR code pour un site, un texte, un e-mail, un SMS, un réseau Wi-Fi ou une carte de visite, vérifié avant de le télécharger en PNG ou SVG.',
  categories: ['marketing', 'utilities'],
  popup: 'tab',
  searchTerms: ['qr', 'qrcode', 'qr code', 'code qr', 'flashcode', 'flash code', 'code barre', 'scanner', 'scan', 'wifi', 'wi-fi', 'vcard', 'carte de visite', 'contact', 'menu restaurant', 'carte restaurant', 'flyer', 'affiche', 'impression', 'lien', 'url', 'sms', 'email', 'telephone', 'png', 'svg'],
  contextMenu: {
    title: 'Créer un QR code',
    // A QR code of a link is a URL code, which phones open; anything else is a text code.
    inputs: (selection): Record<string, string> => {
      const url = selectionUrl(selection);
      return url ? { type: 'url', url } : { type: 'texte', texte: selection };
    },
  },
});
export default tool;

export const page: ToolPage = { tool, icon: QrCode, view: () => import('./QrCodeTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Créez gratuitement un QR code pour un site, un texte, un e-mail, un SMS, un réseau Wi-Fi ou une carte de visite vCard. Couleurs, texte «\u00a0Scannez-moi\u00a0», PNG et SVG, sans inscription ni expiration, et une vérification automatique que le code se scanne.',
  keywords: ['générateur qr code', 'qr code gratuit', 'créer un qr code', 'qr code wifi', 'qr code vcard'],
};
