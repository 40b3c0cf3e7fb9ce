/**
 * The title of each tool page (the document's <title> and the search result's headline, before « | Outilo »),
 * keyed by tool id. Used by the pre-renderer and, on client navigation only, loaded on demand to update
 * document.title; the rest of the SEO data (tools/seo.ts) never reaches the client.
 */
export const TOOL_PAGE_TITLES: Readonly<Record<string, string>> = {
  'vat': 'Calcul TTC HT : convertisseur de TVA gratuit (20 %, 10 %, 5,5 %)',
  'cpc': 'Calcul du CPC (coût par clic) : calculateur gratuit',
  'cpa': 'Calcul du CPA (coût par acquisition) : calculateur gratuit',
  'cpm': 'Calcul du CPM (coût pour mille impressions) : calculateur gratuit',
  'roas-breakeven': 'ROAS breakeven : calculez votre ROAS de rentabilité (gratuit)',
  'conversion': 'Calcul du taux de conversion : calculateur gratuit',
  'ab-test': 'Test A/B : calculateur de significativité statistique gratuit',
  'average-cart': 'Calcul du panier moyen : calculateur gratuit pour e-commerce',
  'percentage-value': 'Calcul de remise et de marge commerciale : prix remisé, taux de marge et de marque',
  'percentage': 'Calcul de pourcentage en ligne : calculateur gratuit',
  'evolution': 'Calcul du taux d’évolution en pourcentage : calculateur gratuit',
  'currency': 'Convertisseur euro dollar (EUR/USD) : taux de change du jour',
  'email-signature': 'Générateur de signature e-mail gratuit\u00a0: Gmail, Outlook, Apple Mail',
  'utm-builder': 'Générateur d’URL UTM\u00a0: créez vos liens de campagne Google Analytics (gratuit)',
  'qr-code': 'Générateur de QR code gratuit\u00a0: URL, Wi-Fi, vCard, SMS (PNG et SVG)',
  'slug': 'Générateur de slug\u00a0: créez une URL propre et optimisée SEO (gratuit)',
  'word-counter': 'Compteur de mots et de caractères en ligne gratuit',
  'duplicate-remover': 'Supprimer les doublons d’une liste en ligne (gratuit)',
  'image-compressor': 'Compresser une image en ligne (JPEG, PNG, WebP) : gratuit et sans envoi',
  'webp-to-jpg': 'Convertir WebP en JPG ou PNG en ligne : gratuit et sans envoi',
  'date-difference': 'Nombre de jours entre deux dates : calculateur gratuit',
  'time-difference': 'Calcul de durée entre deux heures : différence horaire en minutes',
  'password-generator': 'Générateur de mot de passe sécurisé gratuit (8 à 32 caractères)',
  'random-draw': 'Tirage au sort en ligne gratuit : désignez les gagnants de votre jeu-concours',
  'secret-santa': 'Secret Santa en ligne gratuit : tirage au sort des cadeaux de Noël',
};
