/**
 * oxipng's single-thread build under its threaded build's name (scripts/single-thread-codecs.ts). @jsquash picks the
 * threaded build wherever SharedArrayBuffer exists, as in the extension's pages, but its thread pool needs the
 * Function constructor and a cross-origin isolated page: here there is no pool to start.
 */
export { default, optimise, optimise_raw } from '@jsquash/oxipng/codec/pkg/squoosh_oxipng.js';
export const initThreadPool = async (_threads: number): Promise<void> => {};
