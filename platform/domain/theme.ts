import type { ItemOptions } from './storage';

/** The user's choice: follow the system (« Auto »), or always light (« Clair ») or dark (« Sombre »). */
export type ThemeChoice = 'auto' | 'light' | 'dark';

export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'light', label: 'Clair' },
  { value: 'dark', label: 'Sombre' },
];

/** Storage key of the choice (`outilo:theme` in localStorage, `theme` in chrome.storage.sync). */
export const THEME_KEY = 'theme';
/**
 * The copy read before the first paint by `theme.js` (public/theme.js; inline in the website's pages): on the website
 * it is the stored item itself; in the extension, a mirror of chrome.storage.sync, which cannot be read
 * synchronously.
 */
export const THEME_MIRROR_KEY = 'outilo:theme';

export const themeItemOptions: ItemOptions<ThemeChoice> = {
  fallback: 'auto',
  validate: (raw) => (raw === 'auto' || raw === 'light' || raw === 'dark' ? raw : undefined),
};

/**
 * Applies a choice to the page: `data-theme` on <html> for Clair and Sombre; nothing for Auto, where the CSS
 * media query follows the system. Also mirrors it for theme.js, so that the next page opens in it at once.
 */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'auto') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (localStorage.getItem(THEME_MIRROR_KEY) !== JSON.stringify(choice)) localStorage.setItem(THEME_MIRROR_KEY, JSON.stringify(choice));
  } catch {
    // No localStorage: the stored choice still applies once the page's code runs.
  }
}
