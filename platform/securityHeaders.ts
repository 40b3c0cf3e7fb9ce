import { buildRateRequest } from './domain/rateRules';
import { httpsOrigin } from './httpsOrigin';

/**
 * The HTTP headers the website needs from its host, derived from this build's configuration (the rate
 * provider and the analytics script change what the pages may load). Written to `dist/web/_headers` by the
 * pre-renderer (Netlify / Cloudflare Pages format), applied by `scripts/serve.mjs`, and given for nginx and
 * Caddy in docs/configuration.md.
 */

export { httpsOrigin };

/**
 * The one inline style element the site allows: html2canvas (the email signature's PNG export) inserts this
 * fixed rule into its copy of the page to hide pseudo-elements. Its hash lets exactly that text through.
 */
export const HTML2CANVAS_STYLE_SHA256 = 'UP0QZg7irvSMvOBz9mH2PIIE28+57UiavRfeVea0l3g=';

export interface HeaderSettings {
  exchangeRateApiKey: string;
  analyticsScriptUrl: string;
  /** SHA-256 (base64) of each inline script the pages run: the theme's, and the one that starts the page's code. */
  inlineScripts?: readonly string[];
}

/**
 * Content-Security-Policy of every page. Scripts, styles, workers and fonts come from the site itself, and
 * WebAssembly from the site may be compiled (`'wasm-unsafe-eval'`, the image codecs; JavaScript `eval` stays off);
 * `connect-src` names the one exchange-rate provider of this build (and the analytics origin when set).
 * Openings, all for the email signature: its preview is e-mail HTML, whose style attributes are the point
 * (`style-src-attr 'unsafe-inline'`; style elements stay forbidden but for html2canvas's one fixed rule, by
 * hash), and the signature photo comes from the address the user typed (`img-src https:`). The inline
 * scripts (the theme's, applied before the first paint, and the one that requests the page's code after it) run
 * by their hashes; no other inline script can.
 */
export function contentSecurityPolicy({ exchangeRateApiKey, analyticsScriptUrl, inlineScripts = [] }: HeaderSettings): string {
  const rateOrigin = new URL(buildRateRequest(exchangeRateApiKey).url).origin;
  const analytics = analyticsScriptUrl ? httpsOrigin(analyticsScriptUrl) : null;
  const extra = analytics ? ` ${analytics}` : '';
  return [
    "default-src 'none'",
    `script-src 'self' 'wasm-unsafe-eval'${inlineScripts.map((hash) => ` 'sha256-${hash}'`).join('')}${extra}`,
    `style-src 'self' 'sha256-${HTML2CANVAS_STYLE_SHA256}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src 'self' ${rateOrigin}${extra}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header, by path pattern, in the order a host should apply them. */
export function securityHeaders(settings: HeaderSettings): { path: string; headers: Record<string, string> }[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(settings),
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      },
    },
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // The service worker and its imported file are checked for updates on every visit: never cached by the HTTP
    // cache, or a deploy would reach returning visitors a day late.
    { path: '/sw.js', headers: { 'Cache-Control': 'no-cache' } },
    { path: '/sw-extra.js', headers: { 'Cache-Control': 'no-cache' } },
    { path: '/manifest.webmanifest', headers: { 'Content-Type': 'application/manifest+json' } },
  ];
}

/** The `_headers` file read by Netlify and Cloudflare Pages (and by scripts/serve.mjs). */
export function headersFile(settings: HeaderSettings): string {
  return securityHeaders(settings)
    .map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}
