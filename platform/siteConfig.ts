import { author } from './author';
import { demonstration, host, missingOperatorSettings, publisher } from './operator';
import { analyticsScriptUrl, exchangeRateApiKey, extensionStoreUrl, siteUrl } from './site';

/**
 * Everything the operator owns: publisher, host, author, contact, analytics script, extension store link
 * and exchange-rate key. Set them with build-time environment variables (see docs/configuration.md, `.env.example`); without the
 * publisher's and host's details the build is a demonstration (platform/operator.ts). Pages read the few they need from
 * platform/site.ts, platform/author.ts and platform/operator.ts; this whole set is for pre-rendering and the legal notice.
 */

export { demonstration, missingOperatorSettings, publisher, host };

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
