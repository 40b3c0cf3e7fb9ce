import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { indexablePaths, LEGAL_PATH, pageMeta, type PageMeta } from '../components/seo';
import { createWebPlatform } from '../platform/webPlatform';
import { WebApp } from './WebApp';

export { indexablePaths, LEGAL_PATH, pageMeta };
export type { PageMeta };
export { placeholderSettings, siteConfig } from '../platform/siteConfig';
export { headersFile, httpsOrigin } from '../platform/securityHeaders';
export { testimonialsAreSamples } from '../components/home/data';

/** Renders one route to HTML, waiting for its lazy tool view, as a search engine should see it. */
export async function render(url: string): Promise<string> {
  const platform = createWebPlatform();
  const { prelude } = await prerenderToNodeStream(
    <WebApp platform={platform} router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
