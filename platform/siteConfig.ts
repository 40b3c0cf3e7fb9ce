import { author } from './author';
import { host, PLACEHOLDER, publisher } from './operator';
import { analyticsScriptUrl, exchangeRateApiKey, extensionStoreUrl, siteUrl } from './site';

/**
 * Everything the operator owns: publisher, host, author, contact, analytics script, extension store link
 * and exchange-rate key. Set them with build-time environment variables (see README, `.env.example`); the
 * defaults are placeholders and the website build warns while they remain. Pages read the few they need from
 * platform/site.ts, platform/author.ts and platform/operator.ts; this whole set is for pre-rendering and the legal notice.
 */

export { PLACEHOLDER, publisher, host };

export const siteConfig = {
  name: 'Outilo',
  siteUrl,
  publisher,
  host,
  author,
  extensionStoreUrl,
  analyticsScriptUrl,
  exchangeRateApiKey,
} as const;

/** Operator details still at their placeholder value (the build warns about them). */
export function placeholderSettings(): string[] {
  const missing: string[] = [];
  if (publisher.name === PLACEHOLDER) missing.push('VITE_PUBLISHER_NAME');
  if (publisher.address === PLACEHOLDER) missing.push('VITE_PUBLISHER_ADDRESS');
  if (publisher.email === PLACEHOLDER) missing.push('VITE_PUBLISHER_EMAIL');
  if (publisher.director === PLACEHOLDER) missing.push('VITE_PUBLICATION_DIRECTOR');
  if (host.name === PLACEHOLDER) missing.push('VITE_HOST_NAME');
  if (host.address === PLACEHOLDER) missing.push('VITE_HOST_ADDRESS');
  return missing;
}
