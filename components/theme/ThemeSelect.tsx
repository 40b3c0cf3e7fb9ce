import { SunMoon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { usePlatform } from '../../platform/platform';
import { applyTheme, THEME_CHOICES, type ThemeChoice } from '../../platform/domain/theme';

/**
 * The theme choice of the header (Auto / Clair / Sombre), a native select: compact, announced with its label and
 * value by screen readers. Follows changes made in another tab, window or (extension) the popup.
 */
export function ThemeSelect() {
  const { theme } = usePlatform();
  const id = useId();
  // Auto until the stored choice is read (the pre-rendered page shows Auto; theme.js has already applied the
  // stored theme before the first paint, so only the select's value catches up).
  const [choice, setChoice] = useState<ThemeChoice>('auto');
  useEffect(() => {
    let live = true;
    const show = (value: ThemeChoice) => {
      if (!live) return;
      setChoice(value);
      applyTheme(value);
    };
    void theme.get().then(show);
    const unsubscribe = theme.subscribe(show);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [theme]);

  const change = (value: ThemeChoice) => {
    setChoice(value);
    applyTheme(value);
    // A refused write (sync quota, storage off) leaves the choice applied on this page only.
    theme.set(value).catch(() => undefined);
  };

  return (
    <div className="theme-select">
      <SunMoon aria-hidden size={16} className="theme-select__icon" />
      <label htmlFor={id} className="visually-hidden">
        Thème
      </label>
      <select id={id} className="theme-select__input" value={choice} onChange={(event) => change(event.target.value as ThemeChoice)}>
        {THEME_CHOICES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
