/** Whitespace runs as one space, trimmed: how Chrome's `selectionText` flattens a selection. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The page's own selection (line breaks kept) when it is the text the menu was opened on, else Chrome's
 * `selectionText` (a selection in another frame, or a page that changed its selection meanwhile). Chrome may
 * also shorten a very long `selectionText`: a page selection that starts with it is the same selection.
 */
export function bestSelection(selectionText: string, pageSelection: string): string {
  if (!pageSelection.trim()) return selectionText;
  if (!selectionText.trim() || flat(pageSelection).startsWith(flat(selectionText))) return pageSelection;
  return selectionText;
}
