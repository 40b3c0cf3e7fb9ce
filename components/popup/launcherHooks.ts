import { useEffect, type RefObject } from 'react';

/** The fields a tool's keyboard user starts with (the first one gets the focus). */
const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
/** Among them, the ones that take typing: a mode choice above the amount (TTC/HT, UTM) is not where one starts. */
const TYPED_FIELD = 'input:is([type="text"], [type="search"], [type="email"], [type="url"], [type="tel"], [type="number"], :not([type])):not([disabled]), textarea:not([disabled])';

/**
 * Puts the focus on the first field of the tool shown in `container` once its view has loaded (lazy views
 * arrive a moment after the route changes). Popup only: on a web page, moving the focus on navigation
 * would surprise screen-reader and keyboard users, who expect to start from the top.
 */
export function useFocusFirstField(container: RefObject<HTMLElement | null>, key: string, timeoutMs = 5000): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const focus = () => {
      const field = root.querySelector<HTMLElement>(TYPED_FIELD) ?? root.querySelector<HTMLElement>(FIELD);
      if (!field) return false;
      field.focus();
      return true;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), timeoutMs);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [container, key, timeoutMs]);
}

/** Escape anywhere in an open tool goes back to the list (unless a field already used the key). */
export function useEscapeTo(onEscape: () => void, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      // Handled here, Chrome does not also close the popup.
      event.preventDefault();
      onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onEscape, active]);
}
