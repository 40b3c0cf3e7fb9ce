/**
 * Everything the operator owns: publisher, host, author, contact, analytics script, extension store link
 * and exchange-rate key. Set them with build-time environment variables (see README, `.env.example`); the
 * defaults are placeholders and the website build warns while they remain.
 */
const env: Record<string, string | undefined> = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
const value = (key: string, fallback: string) => (env[key] ?? '').trim() || fallback;

export const PLACEHOLDER = 'À renseigner';

export const siteConfig = {
  name: 'Outilo',
  /** Public address of the website, without a trailing slash: canonical URLs, sitemap, Open Graph. */
  siteUrl: value('VITE_SITE_URL', 'https://outilo.fr').replace(/\/+$/, ''),
  publisher: {
    name: value('VITE_PUBLISHER_NAME', PLACEHOLDER),
    status: value('VITE_PUBLISHER_STATUS', PLACEHOLDER),
    address: value('VITE_PUBLISHER_ADDRESS', PLACEHOLDER),
    email: value('VITE_PUBLISHER_EMAIL', PLACEHOLDER),
    director: value('VITE_PUBLICATION_DIRECTOR', PLACEHOLDER),
  },
  host: {
    name: value('VITE_HOST_NAME', PLACEHOLDER),
    address: value('VITE_HOST_ADDRESS', PLACEHOLDER),
    website: value('VITE_HOST_WEBSITE', ''),
  },
  author: {
    name: value('VITE_AUTHOR_NAME', 'L’équipe Outilo'),
    bio: value(
      'VITE_AUTHOR_BIO',
      'Outilo est conçu par des praticiens du marketing digital et de l’e-commerce, lassés des calculateurs truffés de publicités. Chaque outil part d’un besoin du quotidien\u00a0: vérifier une TVA, préparer un rapport de campagne, nommer une URL proprement.',
    ),
    url: value('VITE_AUTHOR_URL', ''),
  },
  /** Chrome Web Store page of the extension; the install pop-up stays hidden while it is not set. */
  extensionStoreUrl: value('VITE_EXTENSION_STORE_URL', ''),
  /** Address of the audience-measurement script; nothing is loaded when empty. */
  analyticsScriptUrl: value('VITE_ANALYTICS_SCRIPT_URL', ''),
  /** ExchangeRate-API key; without one the keyless Frankfurter (ECB) endpoint is used. */
  exchangeRateApiKey: value('VITE_EXCHANGE_RATE_API_KEY', ''),
} as const;

/** Operator details still at their placeholder value (the build warns about them). */
export function placeholderSettings(): string[] {
  const missing: string[] = [];
  const { publisher, host } = siteConfig;
  if (publisher.name === PLACEHOLDER) missing.push('VITE_PUBLISHER_NAME');
  if (publisher.address === PLACEHOLDER) missing.push('VITE_PUBLISHER_ADDRESS');
  if (publisher.email === PLACEHOLDER) missing.push('VITE_PUBLISHER_EMAIL');
  if (publisher.director === PLACEHOLDER) missing.push('VITE_PUBLICATION_DIRECTOR');
  if (host.name === PLACEHOLDER) missing.push('VITE_HOST_NAME');
  if (host.address === PLACEHOLDER) missing.push('VITE_HOST_ADDRESS');
  return missing;
}
