import { QrCode } from 'lucide-react';
import { defineTool } from '../defineTool';

export default defineTool({
  id: 'qr-code',
  path: '/qr-code/',
  title: 'Générateur de QR code',
  description: 'Créez un QR code pour un site, un texte, un e-mail, un SMS, un réseau Wi-Fi ou une carte de visite, vérifié avant de le télécharger en PNG ou SVG.',
  categories: ['marketing', 'utilities'],
  icon: QrCode,
  popup: 'tab',
  load: () => import('./QrCodeTool'),
  searchTerms: ['qr', 'qrcode', 'qr code', 'code qr', 'flashcode', 'flash code', 'code barre', 'scanner', 'scan', 'wifi', 'wi-fi', 'vcard', 'carte de visite', 'contact', 'menu restaurant', 'carte restaurant', 'flyer', 'affiche', 'impression', 'lien', 'url', 'sms', 'email', 'telephone', 'png', 'svg'],
  seo: {
    title: 'Générateur de QR code gratuit\u00a0: URL, Wi-Fi, vCard, SMS (PNG et SVG)',
    description: 'Créez gratuitement un QR code pour un site, un texte, un e-mail, un SMS, un réseau Wi-Fi ou une carte de visite vCard. Couleurs, texte «\u00a0Scannez-moi\u00a0», PNG et SVG, sans inscription ni expiration, et une vérification automatique que le code se scanne.',
    keywords: ['générateur qr code', 'qr code gratuit', 'créer un qr code', 'qr code wifi', 'qr code vcard'],
  },
});
