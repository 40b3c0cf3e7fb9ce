import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled with the file, not on its first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const TOOL_VIEW = /[\\/]tools[\\/][^\\/]+[\\/][A-Z]\w*Tool\.tsx$/;
/** The app's own code and lucide's icons: small modules whose functions (nearly) all run once their tool shows. */
const OWN_CODE = /^(?!.*node_modules)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

interface ChunkInfo {
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

/**
 * The chunks to compile eagerly: each tool's view, the tools' shared chunk (`tool-kit`), and the small chunks of
 * the app's own code that only those import (a formula two tools share, an icon). Never the entry, React or the
 * home page (compiled eagerly, React DOM alone lengthened the start's tasks), nor a library (QR code, image
 * codecs, html2canvas), most of whose functions a page never calls.
 */
export function eagerChunks(chunks: readonly ChunkInfo[], kitName = 'tool-kit'): Set<string> {
  const eager = new Set(chunks.filter((c) => c.name === kitName || TOOL_VIEW.test(c.facadeModuleId ?? '')).map((c) => c.fileName));
  for (let grew = true; grew; ) {
    grew = false;
    for (const chunk of chunks) {
      if (eager.has(chunk.fileName) || chunk.isEntry || !chunk.moduleIds.every((id) => OWN_CODE.test(id))) continue;
      const importers = chunks.filter((other) => other.imports.includes(chunk.fileName));
      if (importers.length > 0 && importers.every((other) => eager.has(other.fileName))) {
        eager.add(chunk.fileName);
        grew = true;
      }
    }
  }
  return eager;
}

/**
 * Marks the tools' chunks for eager compilation (issue 13). A tool's code is fetched when its card is hovered or
 * pressed; with the hint, V8 compiles all of it then, while the file streams in, instead of one function at a time
 * during the tool's first render (15-20 ms of compiling under a 4× slower CPU, out of 40-60 ms in all on a click
 * on a card). On a tool's own page the same code runs at once to hydrate it, so compiling it with the file costs
 * nothing more.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'outilo:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const eager = eagerChunks(chunks);
      for (const chunk of chunks) if (eager.has(chunk.fileName)) chunk.code = COMPILE_HINT + chunk.code;
    },
  };
}
