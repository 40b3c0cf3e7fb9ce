import { prerenderToNodeStream } from 'react-dom/static';
import { indexablePaths as seoPaths, LEGAL_PATH, pageMeta as seoPageMeta, type PageMeta } from '../components/seo';
import { routeFor } from '../components/AppRoutes';
import { pageKind, stripSlash } from '../components/routes';
import { byPath } from '../components/tool/catalog';
import { StaticRouter } from 'react-router-dom';
import { createWebPlatform } from '../platform/webPlatform';
import { SEO } from '../tools/index';
import { isTool, SITE_TOOLS, WebApp } from './WebApp';

export { LEGAL_PATH };
export type { PageMeta };

/** Title, description, canonical and structured data of a path, from the tools' SEO texts (pre-rendering only). */
export const pageMeta = (url: string): PageMeta => seoPageMeta(SEO, url);

/** Every indexable path, for the sitemap and pre-rendering. */
export const indexablePaths = (): string[] => seoPaths(SEO);
export { demonstration, missingOperatorSettings, siteConfig } from '../platform/siteConfig';
export { headersFile, httpsOrigin } from '../platform/securityHeaders';
export { testimonialsAreSamples } from '../components/home/data';

/**
 * Where the chunk that renders a path comes from (relative to the project root): its source module, or for a tool
 * its folder, whose view is its meta.ts's import. Pre-rendering preloads that chunk and its imports from the page's
 * HTML instead of discovering them once the entry has run, and fails if the build has no such chunk.
 */
export function routeSource(url: string): string {
  switch (pageKind(SITE_TOOLS, url)) {
    case 'home':
      return 'components/home/HomePage.tsx';
    case 'legal':
      return 'components/pages/LegalPage.tsx';
    case 'tool':
      return `tools/${byPath(SITE_TOOLS, stripSlash(url))!.id}/`;
    default:
      return 'components/pages/NotFoundPage.tsx';
  }
}

/** Renders one route to HTML, waiting for its lazy tool view, as a search engine should see it. */
export async function render(url: string): Promise<string> {
  const platform = createWebPlatform(isTool);
  // Loaded first, so that the page renders in one pass, complete, as the client hydrates it.
  await routeFor(SITE_TOOLS, url).preload();
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
