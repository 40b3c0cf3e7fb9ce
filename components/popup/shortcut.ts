/** Chrome's names of modifier keys, as a French keyboard labels them (Maj for Shift). */
const FRENCH_KEYS: Record<string, string> = { Shift: 'Maj', Ctrl: 'Ctrl', Alt: 'Alt', Command: 'Cmd', MacCtrl: 'Ctrl', Search: 'Recherche' };

/** `Alt+Shift+O` → `Alt+Maj+O`; macOS symbols (`⌥⇧O`) are kept as Chrome gives them. */
export function frenchShortcut(shortcut: string): string {
  return shortcut
    .split('+')
    .map((key) => FRENCH_KEYS[key] ?? key)
    .join('+');
}

/** The popup's opening command in the manifest (`commands._execute_action`). */
export const OPEN_POPUP_COMMAND = '_execute_action';

/** The browser's page where users choose or change an extension's shortcuts (Edge has its own scheme). */
export const SHORTCUTS_PAGE = import.meta.env.BROWSER === 'edge' ? 'edge://extensions/shortcuts' : 'chrome://extensions/shortcuts';
