/**
 * Builds the font the PDF reports embed: a subset of Noto Sans SC (SIL Open Font License 1.1),
 * written to src/server/reports/fonts/NotoSansSC-Subset.otf with its licence beside it.
 *
 * Source: Debian's fonts-noto-cjk (`apt-get install fonts-noto-cjk`), face 'NotoSansCJKsc-Regular'
 * of NotoSansCJK-Regular.ttc (or the file given as the first argument). The subset keeps:
 * - Latin (ASCII, Latin-1, Latin Extended-A and B: English, Spanish and pinyin with tone marks),
 *   general punctuation and the symbols our reports print;
 * - the 3,755 hanzi of GB 2312 level 1 (the most used characters of simplified Chinese, so
 *   names and notes people type print too; levels 1 and 2 together make harfbuzz's CFF subsetter
 *   fail, and would triple the file), CJK punctuation and full-width forms;
 * - every other CJK character found in src/ (the Chinese knowledge base and catalogues).
 * Run: npx tsx scripts/build-report-font.ts [path/to/NotoSansCJK-Regular.ttc]
 */
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const SOURCE = process.argv[2] ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const FACE = 'NotoSansCJKsc-Regular';
const OUT_DIR = 'src/server/reports/fonts';

/** One face of a TrueType/OpenType collection as a standalone font file (tables copied as they are). */
function faceOfCollection(ttc: Buffer, postscriptName: string, names: (font: Buffer) => string): Buffer {
  if (ttc.toString('latin1', 0, 4) !== 'ttcf') return ttc;
  const count = ttc.readUInt32BE(8);
  for (let i = 0; i < count; i++) {
    const at = ttc.readUInt32BE(12 + i * 4);
    const numTables = ttc.readUInt16BE(at + 4);
    const headerLength = 12 + numTables * 16;
    const tables = Array.from({ length: numTables }, (_, t) => {
      const r = at + 12 + t * 16;
      return { record: ttc.subarray(r, r + 16), offset: ttc.readUInt32BE(r + 8), length: ttc.readUInt32BE(r + 12) };
    });
    const size = headerLength + tables.reduce((s, t) => s + Math.ceil(t.length / 4) * 4, 0);
    const out = Buffer.alloc(size);
    ttc.copy(out, 0, at, at + 12);
    let offset = headerLength;
    tables.forEach((t, k) => {
      t.record.copy(out, 12 + k * 16);
      out.writeUInt32BE(offset, 12 + k * 16 + 8);
      ttc.copy(out, offset, t.offset, t.offset + t.length);
      offset += Math.ceil(t.length / 4) * 4;
    });
    if (names(out) === postscriptName) return out;
  }
  throw new Error(`${postscriptName} is not in ${SOURCE}`);
}

/** The PostScript name (name id 6) of a font file. */
function postscriptNameOf(font: Buffer): string {
  const numTables = font.readUInt16BE(4);
  for (let t = 0; t < numTables; t++) {
    const r = 12 + t * 16;
    if (font.toString('latin1', r, r + 4) !== 'name') continue;
    const at = font.readUInt32BE(r + 8);
    const count = font.readUInt16BE(at + 2);
    const strings = at + font.readUInt16BE(at + 4);
    for (let n = 0; n < count; n++) {
      const rec = at + 6 + n * 12;
      if (font.readUInt16BE(rec + 6) !== 6) continue;
      const platform = font.readUInt16BE(rec);
      const length = font.readUInt16BE(rec + 8);
      const start = strings + font.readUInt16BE(rec + 10);
      const raw = font.subarray(start, start + length);
      return platform === 3 ? Buffer.from(raw).swap16().toString('utf16le') : raw.toString('latin1');
    }
  }
  return '';
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** GB 2312 level-1 hanzi: rows 16-55 of the EUC-CN table, decoded with the runtime's GB 18030 decoder (a superset). */
function gb2312Hanzi(): string {
  const decoder = new TextDecoder('gb18030');
  let text = '';
  for (let row = 0xb0; row <= 0xd7; row++) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      const ch = decoder.decode(new Uint8Array([row, cell]));
      if (/\p{Script=Han}/u.test(ch)) text += ch;
    }
  }
  return text;
}

function cjkInSources(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) cjkInSources(file, found);
    else if (/\.(ts|tsx|json)$/.test(entry)) {
      for (const ch of readFileSync(file, 'utf8')) if (ch.codePointAt(0)! >= 0x2e80) found.add(ch);
    }
  }
  return found;
}

const latin = range(0x20, 0x7e) + range(0xa0, 0x24f) + range(0x2b0, 0x2ff) + range(0x300, 0x36f);
const punctuation = range(0x2010, 0x2044) + '€™←↑→↓≈≠≤≥×÷±°·•…';
const cjkPunctuation = range(0x3000, 0x303f) + range(0xff01, 0xff5e);
const hanzi = gb2312Hanzi();
const fromSources = [...cjkInSources('src')].join('');
const text = [...new Set(latin + punctuation + cjkPunctuation + hanzi + fromSources)].join('');

const face = faceOfCollection(readFileSync(SOURCE), FACE, postscriptNameOf);
const subset = await subsetFont(face, text, { targetFormat: 'sfnt' });
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(path.join(OUT_DIR, 'NotoSansSC-Subset.otf'), subset);
console.log(`${FACE}: ${[...text].length} characters (${[...hanzi].length} GB 2312 level-1 hanzi), ${subset.length} bytes`);
