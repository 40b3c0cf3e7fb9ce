import { describe, expect, it } from 'vitest';
import { withDependencyImports } from './preload-deps-plugin';

const chunk = (fileName: string, imports: string[] = [], code = '', isEntry = false) => ({ fileName, name: fileName.replace(/^.*\/|\.js$/g, ''), imports, code, isEntry });
/** What the browser requests when `code`'s dynamic imports run: the specifiers, in order. */
const requested = (code: string) => [...code.matchAll(/["`](\.\/[^"`]+)["`]/g)].map((m) => m[1]);

describe('preloading the imports of a chunk imported on demand (issue 13)', () => {
  const bundle = [
    chunk('assets/index.js', ['assets/app.js'], 'import"./app.js";const l=()=>import(`./listing.js`);', true),
    chunk('assets/app.js', [], 'const v=()=>import(`./VatTool.js`),p=()=>import("./PercentageTool.js"),q=()=>import(`./QrCodeTool.js`);'),
    chunk('assets/listing.js', ['assets/app.js', 'assets/gift.js']),
    chunk('assets/VatTool.js', ['assets/app.js', 'assets/tool-kit.js', 'assets/vat.js']),
    chunk('assets/PercentageTool.js', ['assets/app.js', 'assets/tool-kit.js']),
    chunk('assets/QrCodeTool.js', ['assets/app.js', 'assets/ColorPresets.js'], 'const d=()=>import(`./draw.js`);'),
    chunk('assets/ColorPresets.js', ['assets/tool-kit.js']),
    chunk('assets/draw.js', ['assets/app.js', 'assets/ColorPresets.js', 'assets/qrcode.js']),
    chunk('assets/tool-kit.js', ['assets/app.js']),
    chunk('assets/vat.js'),
    chunk('assets/gift.js'),
    chunk('assets/qrcode.js'),
  ];
  const changed = withDependencyImports(bundle);

  it('requests a view’s own imports with it, transitively, never what every page has already loaded', () => {
    expect(requested(changed.get('assets/app.js')!)).toEqual([
      './tool-kit.js',
      './vat.js',
      './VatTool.js',
      './tool-kit.js',
      './PercentageTool.js',
      './ColorPresets.js',
      './tool-kit.js',
      './QrCodeTool.js',
    ]);
    expect(requested(changed.get('assets/index.js')!)).toEqual(['./app.js', './gift.js', './listing.js']);
  });

  it('leaves out what the importing chunk loads itself, and a failed download to the import that needs it', () => {
    expect(changed.get('assets/QrCodeTool.js')).toBe('const d=()=>(["./qrcode.js"].map(f=>import(f).catch(()=>{})),import(`./draw.js`));');
  });

  it('leaves out the chunks the app requests itself beside every view', () => {
    const beside = withDependencyImports(bundle, ['tool-kit']);
    expect(requested(beside.get('assets/app.js')!)).toEqual(['./vat.js', './VatTool.js', './PercentageTool.js', './ColorPresets.js', './QrCodeTool.js']);
  });

  it('changes nothing where there is nothing to add', () => {
    expect(changed.has('assets/vat.js')).toBe(false);
    expect(withDependencyImports([chunk('a.js', [], 'import("./b.js")'), chunk('b.js')]).size).toBe(0);
  });
});
