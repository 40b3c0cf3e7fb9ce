import { createElement, type ReactNode, type SVGProps } from 'react';

/** What lucide-react's icon modules hand to their factory: `{ name, size, node }`. */
export interface IconData {
  name: string;
  size?: number;
  node: readonly (readonly [string, Record<string, string | number>])[];
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  children?: ReactNode;
}

/** True when the icon is labelled (or hidden) by the caller: lucide then leaves out its own `aria-hidden`. */
const labelled = (props: object) => Object.keys(props).some((prop) => prop.startsWith('aria-') || prop === 'role' || prop === 'title');

/**
 * lucide-react's `createLucideIcon`, lightened (issue 13): every lucide icon module calls it, and the website
 * build points them here (scripts/lucide-light-plugin.ts). Same markup as lucide's (`class="lucide lucide-star"`,
 * stroke attributes, `aria-hidden="true"` unless labelled; a test compares both), without its context provider,
 * forwardRef wrappers and class-name machinery: about 1 KB gzip less on every page, and icons built once at
 * import instead of on each render.
 */
export default function createIcon(icon: IconData) {
  const className = `lucide lucide-${icon.name}`;
  const viewBox = `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`;
  // React elements are immutable: the paths are created once and shared by every render.
  const paths = icon.node.map(([tag, { key: _key, ...attributes }], index) => createElement(tag, { key: index, ...attributes }));
  function Icon({ size = 24, color = 'currentColor', strokeWidth = 2, className: extra, children, ...rest }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: extra ? `${className} ${extra}` : className,
        ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      paths,
      children,
    );
  }
  return Icon;
}
