/**
 * Writes file.br and file.gz beside every text file of the built web app, so the server sends
 * them as they are (@fastify/static preCompressed) instead of compressing each answer. Brotli at
 * its best quality takes about 6 s for the whole app on two cores, so `npm start` runs this after
 * the server listens (scripts/start.mjs); until a file's copies exist, @fastify/compress
 * compresses it per request. Files whose copies are already newer are skipped, and each copy is
 * written under a temporary name and renamed, so a request never reads half a file.
 *
 * `node scripts/precompress.mjs` runs it on dist/client; `npm run build` calls it in-process.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

const upToDate = (copy, source) => existsSync(copy) && statSync(copy).mtimeMs >= statSync(source).mtimeMs;

async function writeAtomically(file, data) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

export async function precompress(dir) {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  // Left by a run that was stopped half-way (the server stopped before it finished).
  await Promise.all(
    entries.filter((e) => e.name.endsWith('.tmp')).map((e) => rm(path.join(e.parentPath, e.name), { force: true })),
  );
  const files = entries
    .filter((e) => TEXT.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !(upToDate(`${file}.br`, file) && upToDate(`${file}.gz`, file)))
    // Smallest first: the pages' own scripts and styles are ready long before the on-device
    // analysis worker (1.8 MB) is.
    .sort((a, b) => statSync(a).size - statSync(b).size);
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeAtomically(`${file}.br`, br), writeAtomically(`${file}.gz`, gz)]);
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.join(root, 'dist/client');
  if (existsSync(dir)) await precompress(dir);
}
