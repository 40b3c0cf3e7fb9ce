/**
 * The operator's settings every page may need, one export each so that a page ships only those it reads:
 * set them with build-time environment variables (see docs/configuration.md, `.env.example`). The whole set, with the
 * publisher and host of the legal notice, is `siteConfig` (platform/siteConfig.ts), for pre-rendering and the
 * legal page.
 */
/** This build's settings (Vite's `import.meta.env`; empty where no bundler put them). */
export const buildEnv: Record<string, string | undefined> = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/** A build-time setting, trimmed, or its fallback when unset or blank. */
export const configValue = (key: string, fallback: string) => (buildEnv[key] ?? '').trim() || fallback;

/** Public address of the website, without a trailing slash: canonical URLs, sitemap, Open Graph, shared links. */
export const siteUrl = configValue('VITE_SITE_URL', 'https://outilo.fr').replace(/\/+$/, '');
/** Chrome Web Store page of the extension; the install pop-up stays hidden while it is not set. */
export const extensionStoreUrl = configValue('VITE_EXTENSION_STORE_URL', '');
/** Address of the audience-measurement script; nothing is loaded when empty. */
export const analyticsScriptUrl = configValue('VITE_ANALYTICS_SCRIPT_URL', '');
/** ExchangeRate-API key; without one the keyless Frankfurter (ECB) endpoint is used. */
export const exchangeRateApiKey = configValue('VITE_EXCHANGE_RATE_API_KEY', '');
