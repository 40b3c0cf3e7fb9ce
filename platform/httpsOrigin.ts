/**
 * An `https:` address's origin, or null: the only kind of analytics script a page may load. In its own module
 * so that the client (analytics loader, legal page) does not import the build-time header code.
 */
export function httpsOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? parsed.origin : null;
  } catch {
    return null;
  }
}
