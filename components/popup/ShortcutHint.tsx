import { Keyboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { frenchShortcut, OPEN_POPUP_COMMAND, SHORTCUTS_PAGE } from './shortcut';

/**
 * The popup's footer: the keyboard shortcut that opens it, read from Chrome (users can change it, and Chrome
 * leaves it unset when another extension already took the suggested keys), with the way to change it.
 */
export function ShortcutHint() {
  // undefined while Chrome answers, '' when no shortcut is set.
  const [shortcut, setShortcut] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    browser.commands
      .getAll()
      .then((commands) => {
        if (live) setShortcut(commands.find((c) => c.name === OPEN_POPUP_COMMAND)?.shortcut ?? '');
      })
      .catch(() => live && setShortcut(''));
    return () => {
      live = false;
    };
  }, []);
  if (shortcut === undefined) return null;
  // Firefox opens its shortcuts page by a call of its own (it has no address an extension may open); chrome:// and
  // edge:// pages cannot be opened by a link, only through the tabs API (no permission needed for it).
  const openShortcuts = () => {
    const { openShortcutSettings } = browser.commands as { openShortcutSettings?: () => Promise<void> };
    void (openShortcutSettings ? openShortcutSettings() : browser.tabs.create({ url: SHORTCUTS_PAGE }));
  };
  return (
    <footer className="popup-footer">
      <Keyboard aria-hidden size={14} />
      {shortcut ? (
        <span>
          Raccourci{'\u00a0'}: <kbd className="popup-footer__keys">{frenchShortcut(shortcut)}</kbd>
        </span>
      ) : (
        <span>Aucun raccourci clavier</span>
      )}
      <button type="button" className="popup-footer__button" onClick={openShortcuts}>
        {shortcut ? 'Modifier' : 'Choisir un raccourci'}
      </button>
    </footer>
  );
}
