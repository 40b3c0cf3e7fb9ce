import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { REACT_ERRORS_ID, REACT_MODULE_ERROR_CODES, reactDomClientAsModule, reactDomClientFile, reactErrorsModule } from './react-dom-esm-plugin';

const require = createRequire(import.meta.url);
const clientSource = () => readFile(reactDomClientFile(), 'utf8');

/** React's production files (the tests' own React is its development build). */
const production = (pkg: string, file: string) => join(dirname(require.resolve(`${pkg}/package.json`)), 'cjs', file);
const React = require(production('react', 'react.production.js')) as typeof import('react');

/**
 * The converted client and its errors module, written to files and imported by Node as the browser would import
 * them, with React's production build as the website ships it.
 */
async function convertedClient() {
  const dir = join(dirname(require.resolve('react/package.json')), '..', '.cache', 'outilo-react-dom-esm');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'errors.mjs'), reactErrorsModule);
  const code = reactDomClientAsModule(await clientSource())
    .replace(REACT_ERRORS_ID, './errors.mjs')
    .replace('from "scheduler"', `from ${JSON.stringify(production('scheduler', 'scheduler.production.js'))}`)
    .replace('from "react"', `from ${JSON.stringify(production('react', 'react.production.js'))}`)
    .replace('from "react-dom"', `from ${JSON.stringify(production('react-dom', 'react-dom.production.js'))}`);
  await writeFile(join(dir, 'client.mjs'), code);
  const errors = (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'errors.mjs')).href)) as { reactModuleError: (code: number) => Error };
  const client = (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'client.mjs')).href)) as typeof import('react-dom/client');
  return { client, errors };
}

describe('React DOM client as an ES module (issue 13: no reparse of React DOM when DevTools is attached)', () => {
  it('turns the requires into imports and the exports into exports, and takes its start-up errors from the errors module', async () => {
    const code = reactDomClientAsModule(await clientSource());
    expect(code).toContain('import * as Scheduler from "scheduler"; import * as React from "react"; import * as ReactDOM from "react-dom";');
    expect(code).toMatch(/^export var createRoot =/m);
    expect(code).toMatch(/^export var hydrateRoot =/m);
    expect(code).toMatch(/^export var version =/m);
    expect(code).not.toMatch(/\brequire\(|\bexports\./);
    for (const errorCode of REACT_MODULE_ERROR_CODES) expect(code).toContain(`= reactModuleError(${errorCode})`);
    // No other error is made while the module runs (inside functions, errors are made as React always made them).
    expect(code).not.toMatch(/^(var | {2})\w+ = Error\(/m);
  });

  it('refuses a React DOM of another shape rather than ship it half converted', () => {
    const head = 'var Scheduler = require("scheduler"),\n  React = require("react"),\n  ReactDOM = require("react-dom");\n';
    const errors = REACT_MODULE_ERROR_CODES.map((c, i) => `var e${i} = Error(formatProdErrorMessage(${c}));`).join('\n');
    expect(() => reactDomClientAsModule(`${head}${errors}\nexports.createRoot = 1;`)).not.toThrow();
    expect(() => reactDomClientAsModule(`var React = require("react");\n${errors}`)).toThrow(/three requires/);
    expect(() => reactDomClientAsModule(`${head}${errors}\nvar extra = Error(formatProdErrorMessage(999));`)).toThrow(/999/);
    expect(() => reactDomClientAsModule(`${head}var e = Error(formatProdErrorMessage(460));`)).toThrow(/expected/);
    expect(() => reactDomClientAsModule(`${head}${errors}\nmodule.exports = {};`)).toThrow(/CommonJS left/);
  });

  it('makes each error once, with React’s own message word for word', async () => {
    const source = await clientSource();
    const format = new Function(`${/function formatProdErrorMessage\(code\) \{[\s\S]*?\n\}/.exec(source)![0]}; return formatProdErrorMessage;`)() as (code: number) => string;
    const { errors } = await convertedClient();
    for (const code of REACT_MODULE_ERROR_CODES) {
      expect(errors.reactModuleError(code).message).toBe(format(code));
      expect(errors.reactModuleError(code)).toBe(errors.reactModuleError(code));
    }
  });

  it('renders, suspends and recovers from a hydration mismatch as React DOM does (the errors are its sentinels)', async () => {
    // Production builds: no act(), the scheduler runs the work.
    const { client } = await convertedClient();
    const { createElement, Suspense, use } = React;

    // A suspended render throws, and React recognises by identity, the « suspense exception » (code 460).
    let resolve!: (text: string) => void;
    const text = new Promise<string>((done) => (resolve = done));
    const Later = () => createElement('p', null, use(text));
    const container = document.createElement('div');
    const root = client.createRoot(container);
    root.render(createElement(Suspense, { fallback: createElement('p', null, 'Chargement…') }, createElement(Later)));
    await vi.waitFor(() => expect(container.textContent).toBe('Chargement…'));
    resolve('Prêt');
    await vi.waitFor(() => expect(container.textContent).toBe('Prêt'));
    root.unmount();

    // A hydration mismatch (code 519) is reported as recoverable and the client's render replaces the server's.
    const server = document.createElement('div');
    server.innerHTML = '<p>serveur</p>';
    const recovered: unknown[] = [];
    const hydrated = client.hydrateRoot(server, createElement('p', null, 'client'), { onRecoverableError: (error) => recovered.push(error) });
    await vi.waitFor(() => expect(server.innerHTML).toBe('<p>client</p>'));
    expect(recovered).toHaveLength(1);
    hydrated.unmount();
  });
});
