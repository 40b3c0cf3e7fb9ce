/**
 * AVIF's threaded encoder runs only in a cross-origin isolated page, which neither the website nor the extension is:
 * @jsquash/avif then loads its single-thread build. This alias points the threaded import at that build, so that the
 * threaded WebAssembly (3.5 MB) is not shipped for nothing.
 */
export const SINGLE_THREAD_CODECS = [{ find: /^\.\/codec\/enc\/avif_enc_mt\.js$/, replacement: './codec/enc/avif_enc.js' }];
