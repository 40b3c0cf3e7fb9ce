// `node scripts/layers.mjs`: the import rules between the repository's folders, checked on every import of every source
// file (scripts/layers.test.ts runs it with the unit tests). Imports point down this list, never up:
//
//   site/, entrypoints/       the two targets (the website, the extension), which never import each other
//   tools/index.ts            the one list of tools
//   tools/<id>/               one folder per tool, which imports no other tool's folder
//   components/               the app shell, the tool frame and the shared UI
//   platform/                 what differs between targets or touches the outside
//   platform/domain/          the rules the app and the platform share (favourites, theme, exchange rates, storage)
//   assets/                   data and images
//
// Tests, their helpers, build scripts and configuration files stand above all of it (nothing that ships imports
// them). No import cycle either, between files of any folder, type imports included, and no virtual module.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The layers, highest first: a file may import its own layer's files and those of any layer below it. */
export const LAYERS = [
  { name: 'targets', holds: 'site/, entrypoints/' },
  { name: 'tool index', holds: 'tools/index.ts' },
  { name: 'tools', holds: 'tools/<id>/' },
  { name: 'components', holds: 'components/' },
  { name: 'platform', holds: 'platform/' },
  { name: 'domain', holds: 'platform/domain/' },
  { name: 'assets', holds: 'assets/, public/' },
];

const SOURCE = /\.(?:tsx?|mts|mjs|js)$/;
const SKIPPED = new Set(['node_modules', 'dist', '.output', '.wxt', '.git', 'coverage', '.test-results', '.qa-tmp', 'screenshots']);

/** Tests, test helpers, build scripts and configuration: above every layer, checked for cycles only. */
export function isOutsideLayers(file) {
  return (
    /\.test\.tsx?$/.test(file) ||
    /(?:^|\/)(?:testing|workerTesting)\.tsx?$/.test(file) ||
    /^(?:tests|scripts|store)\//.test(file) ||
    /\.config\.[cm]?[jt]s$/.test(file) ||
    !file.includes('/')
  );
}

/**
 * Where a file stands: its layer's rank (0 highest) and its unit, the part of its layer it belongs to (a tool's folder,
 * a target), or null for a file outside the layers.
 */
export function placeOf(file) {
  if (isOutsideLayers(file)) return null;
  const [top, second] = file.split('/');
  const rank = (name) => LAYERS.findIndex((layer) => layer.name === name);
  switch (top) {
    case 'site':
    case 'entrypoints':
      return { rank: rank('targets'), unit: top };
    case 'tools':
      return file === 'tools/index.ts' ? { rank: rank('tool index'), unit: 'tools/index.ts' } : { rank: rank('tools'), unit: `tools/${second}/` };
    case 'components':
      return { rank: rank('components'), unit: 'components/' };
    case 'platform':
      return second === 'domain' ? { rank: rank('domain'), unit: 'platform/domain/' } : { rank: rank('platform'), unit: 'platform/' };
    case 'assets':
    case 'public':
      return { rank: rank('assets'), unit: `${top}/` };
    default:
      return { rank: -1, unit: `${top}/` };
  }
}

/** Every source file of the repository, relative to `root`, with `/` separators. */
export function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name)) files.push(path);
    }
  };
  walk('');
  return files.sort();
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.d.ts', '.d.mts', '/index.ts', '/index.tsx'];

/** The repository file a relative specifier names (`?worker`, `?url` and the like aside), or null for a package. */
function resolveSpecifier(root, from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(root, dirname(from), specifier.replace(/\?.*$/, ''));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate).split(sep).join('/');
  }
  throw new Error(`${from}: cannot find the file of the import '${specifier}'`);
}

/**
 * Each source file's imports of other repository files (and of virtual modules, with a null target): static and dynamic
 * imports, re-exports and type imports, with the specifier as written.
 */
export function importGraph(root, files = sourceFiles(root)) {
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const imports = [];
    for (const { fileName } of importedFiles) {
      if (fileName.startsWith('virtual:')) {
        imports.push({ specifier: fileName, target: null });
        continue;
      }
      const target = resolveSpecifier(root, file, fileName);
      if (target && target !== file) imports.push({ specifier: fileName, target });
    }
    graph.set(file, imports);
  }
  return graph;
}

/** One sentence per import that points up the layers or sideways between units that must not know each other. */
export function layerViolations(graph) {
  const problems = [];
  for (const [file, imports] of graph) {
    const from = placeOf(file);
    if (!from) continue;
    for (const { specifier, target } of imports) {
      if (target === null) {
        problems.push(`${file} imports '${specifier}': a virtual module, code made at build time that a reader cannot open`);
        continue;
      }
      const to = placeOf(target);
      const where = `${file} imports '${specifier}' (${target})`;
      if (!to) problems.push(`${where}: shipped code imports a test, a script or a configuration file`);
      else if (from.rank === -1 || to.rank === -1) problems.push(`${where}: ${from.rank === -1 ? file : target} is in no layer (scripts/layers.mjs)`);
      else if (to.rank < from.rank) problems.push(`${where}: ${LAYERS[from.rank].name} (${from.unit}) may not import ${LAYERS[to.rank].name} above it`);
      else if (to.rank === from.rank && to.unit !== from.unit && (to.unit.startsWith('tools/') || from.rank === 0)) {
        problems.push(`${where}: ${from.unit} may not import ${to.unit}, ${from.rank === 0 ? 'the other target' : 'another tool'}`);
      }
    }
  }
  return problems;
}

/** The import cycles of the graph, each as its files in import order, the first repeated at the end. */
export function importCycles(graph) {
  // Tarjan's strongly connected components, then one cycle through each component of more than one file.
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const targets = (file) => (graph.get(file) ?? []).map(({ target }) => target).filter((target) => target !== null && graph.has(target));
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const target of targets(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) === index.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) components.push(new Set(component));
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return components.map((component) => {
    // The shortest way back to the component's first file, breadth first.
    const start = [...component].sort()[0];
    const previous = new Map([[start, null]]);
    const queue = [start];
    while (queue.length) {
      const file = queue.shift();
      for (const target of targets(file)) {
        if (!component.has(target)) continue;
        if (target === start) {
          const path = [file];
          while (previous.get(path[0])) path.unshift(previous.get(path[0]));
          return [...path, start];
        }
        if (!previous.has(target)) {
          previous.set(target, file);
          queue.push(target);
        }
      }
    }
    return [start];
  });
}

/** Every problem of the repository at `root`: layer violations, then cycles written with their imports. */
export function checkLayers(root) {
  const graph = importGraph(root);
  const cycles = importCycles(graph).map((cycle) => {
    const steps = cycle.slice(0, -1).map((file, i) => `${file} imports '${graph.get(file).find(({ target }) => target === cycle[i + 1]).specifier}'`);
    return `import cycle: ${steps.join(', ')}`;
  });
  return [...layerViolations(graph), ...cycles];
}

if (process.argv[1] === import.meta.filename) {
  const problems = checkLayers(join(import.meta.dirname, '..'));
  for (const problem of problems) console.log(problem);
  console.log(problems.length ? `${problems.length} problems` : 'Imports point down the layers, with no cycle.');
  process.exitCode = problems.length ? 1 : 0;
}
