import { buildEnv, configValue } from './site';

/** A build-time setting of the operator, empty when unset. */
const setting = (key: string) => configValue(key, '');

/** The publisher and host named by the legal notice. */
export const publisher = {
  name: setting('VITE_PUBLISHER_NAME'),
  /** Legal form, capital, registration: shown after the name when set. */
  status: setting('VITE_PUBLISHER_STATUS'),
  address: setting('VITE_PUBLISHER_ADDRESS'),
  email: setting('VITE_PUBLISHER_EMAIL'),
  director: setting('VITE_PUBLICATION_DIRECTOR'),
};
export const host = {
  name: setting('VITE_HOST_NAME'),
  address: setting('VITE_HOST_ADDRESS'),
  website: setting('VITE_HOST_WEBSITE'),
};

/** The settings a published legal notice cannot do without. */
export const REQUIRED_OPERATOR_SETTINGS = [
  'VITE_PUBLISHER_NAME',
  'VITE_PUBLISHER_ADDRESS',
  'VITE_PUBLISHER_EMAIL',
  'VITE_PUBLICATION_DIRECTOR',
  'VITE_HOST_NAME',
  'VITE_HOST_ADDRESS',
] as const;

/** The required settings that `env` (this build's, by default) leaves unset or blank. */
export const missingOperatorSettings = (env: Record<string, unknown> = buildEnv): string[] =>
  REQUIRED_OPERATOR_SETTINGS.filter((key) => String(env[key] ?? '').trim() === '');

/**
 * A build without the publisher's or host's details is a demonstration: its legal notice says so instead of naming
 * anyone, and every page of its website is `noindex` (scripts/prerender.mjs). A production build refuses to finish
 * without them (scripts/production-guard.ts).
 */
export const demonstration = missingOperatorSettings().length > 0;
