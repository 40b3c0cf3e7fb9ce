import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The id of React DOM's client as an ES module (what `react-dom/client` resolves to in the website's build). */
export const REACT_DOM_CLIENT_ID = '\0outilo:react-dom-client';
/** The id of the module that creates the errors React DOM keeps from its start (see below). */
export const REACT_ERRORS_ID = '\0outilo:react-errors';

/** React DOM's production client, the CommonJS file this plugin rewrites. */
export function reactDomClientFile(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js');
}

/**
 * The errors React DOM's client creates while its module runs, by their code: sentinels it throws and compares by
 * identity (a suspended render, a hydration mismatch...), never shown.
 */
export const REACT_MODULE_ERROR_CODES = [519, 460, 474, 542, 461] as const;

const TOP_LEVEL_ERROR = /^(var |  )(\w+) = Error\(formatProdErrorMessage\((\d+)\)\)/gm;
const REQUIRES = /^var Scheduler = require\("scheduler"\),\s*React = require\("react"\),\s*ReactDOM = require\("react-dom"\);/m;

/**
 * React DOM's production client (a CommonJS file) rewritten as an ES module: its three `require`s become imports,
 * its `exports.x =` become exports, and the errors it creates while its module runs come from `REACT_ERRORS_ID`.
 * Throws when the file does not have the expected shape (a React upgrade): the build stops instead of shipping a
 * half-converted React.
 */
export function reactDomClientAsModule(source: string): string {
  if (!REQUIRES.test(source)) throw new Error('react-dom-esm-plugin: React DOM client no longer starts with its three requires');
  let code = source.replace(
    REQUIRES,
    `import * as Scheduler from "scheduler"; import * as React from "react"; import * as ReactDOM from "react-dom"; import { reactModuleError } from "${REACT_ERRORS_ID}";`,
  );
  code = code.replace(/^exports\.(\w+) =/gm, 'export var $1 =');
  const found: number[] = [];
  code = code.replace(TOP_LEVEL_ERROR, (_match, lead: string, name: string, code: string) => {
    found.push(Number(code));
    return `${lead}${name} = reactModuleError(${code})`;
  });
  if (found.sort((a, b) => a - b).join() !== [...REACT_MODULE_ERROR_CODES].sort((a, b) => a - b).join()) {
    throw new Error(`react-dom-esm-plugin: React DOM client creates errors ${found.join(', ')} at its start, expected ${REACT_MODULE_ERROR_CODES.join(', ')}`);
  }
  if (/\brequire\(|\bexports\.|\bmodule\.exports\b/.test(code)) throw new Error('react-dom-esm-plugin: CommonJS left in React DOM client');
  return code;
}

/**
 * The errors module. Each error is made once, the first time it is asked for; a microtask after this module runs
 * (before the page imports React DOM, in a later task) makes them all, so that none is made while React DOM's module
 * runs. React's message is kept word for word.
 */
export const reactErrorsModule = `const errors = {};
const message = (code) => "Minified React error #" + code + "; visit https://react.dev/errors/" + code + " for the full message or use the non-minified dev environment for full errors and additional helpful warnings.";
export const reactModuleError = (code) => errors[code] ??= Error(message(code));
queueMicrotask(() => { for (const code of ${JSON.stringify(REACT_MODULE_ERROR_CODES)}) reactModuleError(code); });
`;

/**
 * Issue 13 (no long task at load, as Lighthouse measures it). An `Error` object made while a script runs costs
 * nothing to a visitor, but when DevTools is attached (Lighthouse, the benchmark: any Chrome DevTools Protocol
 * client with the Runtime domain on) Chrome records where it was made, which needs the positions of every function on
 * the stack: V8 then parses the whole of each again. React DOM's client makes five errors as its module starts,
 * inside its 200 KB CommonJS wrapper: every measured load paid a 20-45 ms (unthrottled) reparse of React DOM at
 * start, which Lighthouse counts four times over.
 *
 * In the website's production build, `react-dom/client` is React DOM's client as an ES module (its own chunk,
 * imported on its own by `site/main.tsx`) whose start-up errors are made beforehand by a small module of the `app`
 * chunk (`reactErrorsModule`). Same code, same behaviour: only where five errors are created changes. Not in the SSR
 * build (React DOM's server), nor in development, nor in the extension (WXT's own build).
 */
export function reactDomEsmPlugin(): Plugin {
  const clientFile = reactDomClientFile();
  return {
    name: 'outilo:react-dom-esm',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (options?.ssr || this.environment?.config.consumer === 'server') return null;
      if (id === 'react-dom/client') return REACT_DOM_CLIENT_ID;
      if (id === REACT_ERRORS_ID) return REACT_ERRORS_ID;
      return null;
    },
    load(id) {
      if (id === REACT_DOM_CLIENT_ID) return reactDomClientAsModule(readFileSync(clientFile, 'utf8'));
      if (id === REACT_ERRORS_ID) return reactErrorsModule;
      return null;
    },
  };
}
