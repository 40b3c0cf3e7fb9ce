import { resolve } from 'node:path';

/**
 * The threaded builds of AVIF and oxipng need a cross-origin isolated page, which neither the website nor the extension
 * is. These aliases point their imports at the single-thread builds, so that the threaded WebAssembly (3.5 MB for
 * AVIF) and its thread helpers are not shipped for nothing.
 */
export const SINGLE_THREAD_CODECS = [
  { find: /^\.\/codec\/enc\/avif_enc_mt\.js$/, replacement: './codec/enc/avif_enc.js' },
  { find: /^\.\/codec\/pkg-parallel\/squoosh_oxipng\.js$/, replacement: resolve(import.meta.dirname, '../components/images/oxipngSingleThread.ts') },
];
