import { prerenderToNodeStream } from 'react-dom/static';
import { indexablePaths, LEGAL_PATH, pageMeta, type PageMeta } from '../components/seo';
import { routeFor } from '../components/AppRoutes';
import { pageKind, stripSlash } from '../components/routes';
import { TOOL_VIEWS } from 'virtual:outilo-tools/views';
import { StaticRouter } from 'react-router-dom';
import { createWebPlatform } from '../platform/webPlatform';
import { WebApp } from './WebApp';

export { indexablePaths, LEGAL_PATH, pageMeta };
export type { PageMeta };
export { demonstration, missingOperatorSettings, siteConfig } from '../platform/siteConfig';
export { headersFile, httpsOrigin } from '../platform/securityHeaders';
export { testimonialsAreSamples } from '../components/home/data';

/**
 * The source module of the chunk that renders a path (relative to the project root), so that pre-rendering can
 * preload it and its imports from the page's HTML instead of discovering them once the entry has run (a tool's view
 * is its meta.ts's import); pre-rendering fails if the build has no such chunk.
 */
export function routeSource(url: string): string {
  switch (pageKind(url)) {
    case 'home':
      return 'components/home/HomePage.tsx';
    case 'legal':
      return 'components/pages/LegalPage.tsx';
    default:
      return TOOL_VIEWS[`${stripSlash(url)}/`] ?? 'components/pages/NotFoundPage.tsx';
  }
}

/** Renders one route to HTML, waiting for its lazy tool view, as a search engine should see it. */
export async function render(url: string): Promise<string> {
  const platform = createWebPlatform();
  // Loaded first, so that the page renders in one pass, complete, as the client hydrates it.
  await routeFor(url).preload();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <WebApp platform={platform} router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />,
    {
      // Never outline a large Suspense boundary into a later segment (revealed by an inline script, which the
      // CSP forbids, and hydrated by client rendering): each page is one complete document.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  if (errors.length) throw new Error(`Pre-rendering ${url} failed`, { cause: errors[0] });
  const html = Buffer.concat(chunks).toString('utf8');
  // The CSP blocks any inline script but the template's theme script: only JSON-LD data blocks may be inline here.
  if (/<script(?![^>]*type="application\/ld\+json")[^>]*>[^<]/.test(html)) throw new Error(`Pre-rendering ${url} produced an inline script`);
  return html;
}
