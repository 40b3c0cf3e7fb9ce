// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { REQUIRED_OPERATOR_SETTINGS } from '../platform/operator';
import { productionGuard } from './production-guard';
import wxtConfig from '../wxt.config';
import siteConfig from '../site/vite.config';

const resolve = (production: boolean, env: Record<string, string>) => () =>
  (productionGuard(production).configResolved as (config: Pick<ResolvedConfig, 'env'>) => void)({ env });

const complete = Object.fromEntries(REQUIRED_OPERATOR_SETTINGS.map((key) => [key, 'renseigné']));

describe('productionGuard', () => {
  it('stops a production build that lacks a publisher’s or host’s detail, naming each one', () => {
    expect(resolve(true, {})).toThrow(`Set ${REQUIRED_OPERATOR_SETTINGS.join(', ')} (docs/configuration.md`);
    expect(resolve(true, { ...complete, VITE_HOST_NAME: '  ' })).toThrow('Set VITE_HOST_NAME (docs/configuration.md');
  });

  it('lets a complete production build and any demonstration build through', () => {
    expect(resolve(true, complete)).not.toThrow();
    expect(resolve(false, {})).not.toThrow();
  });

  it('guards both targets', async () => {
    const names = (plugins: unknown) => (plugins as { name?: string }[]).flat().map((plugin) => plugin?.name);
    expect(names(siteConfig.plugins)).toContain('outilo:production-guard');
    const wxtVite = await (wxtConfig.vite as (env: unknown) => { plugins: unknown } | Promise<{ plugins: unknown }>)({});
    expect(names(wxtVite.plugins)).toContain('outilo:production-guard');
  });
});
