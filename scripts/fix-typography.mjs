// Puts a no-break space (U+00A0) before : ; ! ? » (and % € after a number) and after « in the prose string
// literals of the given files.
// Usage: node scripts/fix-typography.mjs tools/vat/content.ts ...
import { readFile, writeFile } from 'node:fs/promises';

for (const file of process.argv.slice(2)) {
  const source = await readFile(file, 'utf8');
  const fixed = source.replace(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g, (literal, quote, body) => {
    if (/^(https?:|\.|\/|@|#)/.test(body) || body.includes('://') || body.includes('${') || body.split(' ').length < 3) return literal;
    const next = body.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/(\d) ([%€])/g, '$1\u00a0$2').replace(/« /g, '«\u00a0');
    return quote + next + quote;
  });
  if (fixed !== source) {
    await writeFile(file, fixed);
    console.log(`fixed ${file}`);
  }
}
