/**
 * The threaded builds of AVIF and oxipng run only in a cross-origin isolated page, which neither the website nor the
 * extension is: @jsquash then loads their single-thread builds. These aliases point the threaded imports at those
 * builds, so that the threaded WebAssembly (3.5 MB for AVIF) and its thread helpers are not shipped for nothing.
 */
export const SINGLE_THREAD_CODECS = [
  { find: /^\.\/codec\/enc\/avif_enc_mt\.js$/, replacement: './codec/enc/avif_enc.js' },
  { find: /^\.\/codec\/pkg-parallel\/squoosh_oxipng\.js$/, replacement: './codec/pkg/squoosh_oxipng.js' },
];
