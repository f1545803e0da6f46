/**
 * Writes file.br and file.gz beside every text file of the built web app, so the server sends
 * them as they are (@fastify/static preCompressed) instead of compressing each answer. Brotli at
 * its best quality takes about 6 s for the whole app on two cores, so `npm start` runs this after
 * the server listens (scripts/start.mjs); until a file's copies exist, @fastify/compress
 * compresses it per request.
 *
 * A copy carries the modification time of the version of the file it was made from, and is up to
 * date only while the file still has that time: a file rebuilt while it was being compressed gets
 * new copies on the next run, never keeps copies of its old content. Each copy is written under a
 * temporary name and renamed, so a request never reads half a file.
 *
 * `node scripts/precompress.mjs` runs it on dist/client; `npm run build` calls it in-process.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** A temporary file this old was left by a run that stopped; a younger one may be another run's. */
const STALE_TEMPORARY_MS = 10 * 60 * 1000;

// Times round-trip through utimes in seconds as a double, so equal means within a millisecond.
const madeFrom = (copy, source) => existsSync(copy) && Math.abs(statSync(copy).mtimeMs - statSync(source).mtimeMs) < 1;

/** Writes a copy stamped with its source's time; a copy another run already moved in its place is left to it. */
async function writeCopy(file, data, sourceTime) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await utimes(temporary, sourceTime, sourceTime);
  try {
    await rename(temporary, file);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
}

export async function precompress(dir) {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  // Left by a run that was stopped half-way (the server stopped before it finished).
  const now = Date.now();
  await Promise.all(
    entries
      .filter((e) => e.name.endsWith('.tmp'))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => existsSync(file) && now - statSync(file).mtimeMs > STALE_TEMPORARY_MS)
      .map((file) => rm(file, { force: true })),
  );
  const files = entries
    .filter((e) => TEXT.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !(madeFrom(`${file}.br`, file) && madeFrom(`${file}.gz`, file)))
    // Smallest first: the pages' own scripts and styles are ready long before the on-device
    // analysis worker (1.8 MB) is.
    .sort((a, b) => statSync(a).size - statSync(b).size);
  await Promise.all(
    files.map(async (file) => {
      // The time of the version read: read before the content, so a rebuild in between is seen.
      const sourceTime = statSync(file).mtimeMs / 1000;
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
      await Promise.all([writeCopy(`${file}.br`, br, sourceTime), writeCopy(`${file}.gz`, gz, sourceTime)]);
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.join(root, 'dist/client');
  if (existsSync(dir)) await precompress(dir);
}
