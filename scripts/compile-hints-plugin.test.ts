import { describe, expect, it } from 'vitest';
import { eagerChunks } from './compile-hints-plugin';

const chunk = (fileName: string, options: { name?: string; facade?: string; modules?: string[]; imports?: string[]; entry?: boolean } = {}) => ({
  fileName,
  name: options.name ?? fileName,
  isEntry: options.entry ?? false,
  facadeModuleId: options.facade ?? null,
  moduleIds: options.modules ?? [`/app/${fileName}.ts`],
  imports: options.imports ?? [],
});

describe('compile hints: which chunks V8 compiles with the file (issue 13)', () => {
  const bundle = [
    chunk('index', { entry: true, imports: ['app'] }),
    chunk('app', { modules: ['/app/node_modules/react-dom/index.js', '/app/components/router.tsx'] }),
    chunk('HomePage', { facade: '/app/components/home/HomePage.tsx', imports: ['app', 'search-icon'] }),
    chunk('search-icon', { modules: ['/app/node_modules/lucide-react/dist/esm/icons/search.mjs'] }),
    chunk('tool-kit', { imports: ['app'] }),
    chunk('VatTool', { facade: '/app/tools/vat/VatTool.tsx', imports: ['app', 'tool-kit', 'vat'] }),
    chunk('PercentageValueTool', { facade: '/app/tools/percentage-value/PercentageValueTool.tsx', imports: ['vat', 'eraser'] }),
    chunk('vat', { modules: ['/app/tools/vat/vat.ts'] }),
    chunk('eraser', { modules: ['/app/node_modules/lucide-react/dist/esm/icons/eraser.mjs'] }),
    chunk('QrCodeTool', { facade: '/app/tools/qr-code/QrCodeTool.tsx', imports: ['qr-library'] }),
    chunk('qr-library', { modules: ['/app/node_modules/qr/index.js'] }),
    chunk('shared-with-home', { modules: ['/app/components/lib/random.ts'] }),
  ];
  bundle.find((c) => c.fileName === 'HomePage')!.imports.push('shared-with-home');
  bundle.find((c) => c.fileName === 'VatTool')!.imports.push('shared-with-home');
  const eager = eagerChunks(bundle);

  it('each tool view, the tools’ shared chunk, and the small chunks of the app’s own code only tools import', () => {
    expect([...eager].sort()).toEqual(['PercentageValueTool', 'QrCodeTool', 'VatTool', 'eraser', 'tool-kit', 'vat']);
  });

  it('never the entry, React, the home page or what it imports, nor a library', () => {
    for (const name of ['index', 'app', 'HomePage', 'search-icon', 'qr-library', 'shared-with-home']) expect(eager.has(name)).toBe(false);
  });
});
