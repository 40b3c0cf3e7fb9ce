/** Shown while a page's code loads where there is nothing else to show yet (a page opened in the extension). */
export function PageLoading() {
  return (
    <p className="tool-loading" role="status">
      Chargement…
    </p>
  );
}
