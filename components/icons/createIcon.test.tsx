import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import * as copyModule from 'lucide-react/dist/esm/icons/copy.mjs';
import * as starModule from 'lucide-react/dist/esm/icons/star.mjs';
import createIcon, { type IconData, type IconProps } from './createIcon';

// Each lucide icon module exports its data beside the component (its type declarations name the component only).
type IconModule = { __iconData: IconData; default: ComponentType<IconProps> };
const { __iconData: copyData, default: LucideCopy } = copyModule as unknown as IconModule;
const { __iconData: starData, default: LucideStar } = starModule as unknown as IconModule;

/** Attributes in a stable order, so that only what they say is compared, not the order each factory writes them. */
function normalise(markup: string): string {
  return markup.replace(/<(\w+)([^>]*?)(\/?)>/g, (_, tag: string, attributes: string, end: string) => {
    const sorted = [...attributes.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map((m) => `${m[1]}="${m[2]}"`).sort();
    return `<${tag}${sorted.length ? ` ${sorted.join(' ')}` : ''}${end}>`;
  });
}

describe('the light icon factory writes what lucide writes (issue 13)', () => {
  const cases = [
    ['star, default', LucideStar, starData, {}],
    ['star, size, class and fill', LucideStar, starData, { size: 16, className: 'tool-card__star', fill: 'currentColor' }],
    ['copy, hidden by the caller', LucideCopy, copyData, { 'aria-hidden': true, size: 18 }],
    ['copy, labelled', LucideCopy, copyData, { 'aria-label': 'Copier', strokeWidth: 3 }],
  ] as const;
  it.each(cases)('%s', (_, Lucide, data, props) => {
    const Light = createIcon(data);
    expect(normalise(renderToStaticMarkup(<Light {...props} />))).toBe(normalise(renderToStaticMarkup(<Lucide {...props} />)));
  });
});
