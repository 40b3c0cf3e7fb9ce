import type { Plugin } from 'vite';
import { missingOperatorSettings } from '../platform/operator';

/** The environment variable that asks for a production build. */
export const PRODUCTION_FLAG = 'OUTILO_PRODUCTION';

/**
 * A production build (`OUTILO_PRODUCTION=1`) stops before bundling anything while the legal notice lacks the
 * publisher's or host's details; without the flag such a build is a demonstration (platform/operator.ts).
 */
export function productionGuard(production = process.env[PRODUCTION_FLAG] === '1'): Plugin {
  return {
    name: 'outilo:production-guard',
    configResolved({ env }) {
      const missing = missingOperatorSettings(env);
      if (production && missing.length) {
        throw new Error(
          `Outilo: a production build (${PRODUCTION_FLAG}=1) needs the publisher's and host's details for the legal notice. Set ${missing.join(', ')} (docs/configuration.md), or build without ${PRODUCTION_FLAG} for a demonstration.`,
        );
      }
    },
  };
}
