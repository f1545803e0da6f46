import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What Debian's poppler-utils read from a PDF: its text, metadata, fonts, images, and whether page 1 renders. */
export interface PdfReading {
  text: string;
  info: string;
  fonts: string;
  images: string;
  page1Rendered: boolean;
}

export async function readPdf(bytes: Buffer): Promise<PdfReading> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mtc-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
    const info = (await run('pdfinfo', ['-enc', 'UTF-8', file])).stdout;
    const fonts = (await run('pdffonts', [file])).stdout;
    const images = (await run('pdfimages', ['-list', file])).stdout;
    await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const page1Rendered = readdirSync(dir).some((f) => /^page-?\d*\.png$/.test(f));
    return { text, info, fonts, images, page1Rendered };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Rows of `pdfimages -list` (after its two header lines). */
export const imageRows = (list: string) => list.trim().split('\n').slice(2).filter(Boolean);
