import { httpsOrigin } from './httpsOrigin';
import { mayHoldSecret } from './secretAddresses';

/**
 * Loads the audience-measurement script, website only, and only when its address is configured
 * (VITE_ANALYTICS_SCRIPT_URL) and the document's address cannot hold a secret (platform/secretAddresses.ts). Never
 * called by the extension.
 */
export function loadAnalytics(src: string, doc: Document = document): HTMLScriptElement | null {
  // Only an https: script (the build refuses anything else too): never data:, http: or javascript:.
  if (!src || !httpsOrigin(src)) return null;
  if (mayHoldSecret(doc.location)) return null;
  const existing = doc.querySelector<HTMLScriptElement>('script[data-outilo-analytics]');
  if (existing) return existing;
  const script = doc.createElement('script');
  script.src = src;
  script.defer = true;
  script.dataset.outiloAnalytics = '';
  doc.head.append(script);
  return script;
}
