import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { ReportBlock, ReportDocument } from '../../engine/report/record-report.ts';

/**
 * Draws a report document (engine/report/record-report.ts) as a PDF with pdfkit: the embedded
 * Noto Sans SC subset (Latin, pinyin and Chinese alike, scripts/build-report-font.ts), the
 * metadata (title, author, subject, creation date, language), the photos, a drawn tongue map,
 * and the disclaimer with the page number at the foot of every page. The document is a
 * readable stream: the route sends it as it is written.
 */

// Beside this module in the sources; beside the bundle in dist/server (scripts/build.mjs copies it).
const here = path.dirname(fileURLToPath(import.meta.url));
export const REPORT_FONT = path.join(here, 'fonts', 'NotoSansSC-Subset.otf');

/** Photo bytes by our image URL; null when the photo is gone (the report says so instead). */
export type PhotoReader = (url: string) => Promise<Buffer | null>;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const FOOTER_HEIGHT = 46;
const COLOURS = { text: '#1f2937', muted: '#6b7280', accent: '#0f766e', alert: '#b91c1c', rule: '#d1d5db', zone: '#f3f4f6' };

export async function renderReportPdf(
  doc: ReportDocument,
  readPhoto: PhotoReader,
  createdAt = new Date(),
): Promise<PDFKit.PDFDocument> {
  // Photos are read before drawing starts, so a slow store never holds a half-written stream.
  const photos = new Map<string, Buffer | null>();
  for (const block of doc.blocks) {
    if (block.kind !== 'photos') continue;
    for (const p of block.photos) if (!photos.has(p.url)) photos.set(p.url, await readPhoto(p.url).catch(() => null));
  }
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    lang: doc.locale === 'zh' ? 'zh-CN' : doc.locale,
    displayTitle: true,
    info: { Title: doc.title, Author: doc.author, Subject: doc.subject, Creator: 'MTC Health', CreationDate: createdAt },
  });
  pdf.registerFont('Body', REPORT_FONT);
  pdf.font('Body').fillColor(COLOURS.text);
  for (const block of doc.blocks) drawBlock(pdf, block, photos);
  drawFooters(pdf, doc);
  pdf.end();
  return pdf;
}

const contentWidth = () => A4.width - 2 * MARGIN;

function ensureSpace(pdf: PDFKit.PDFDocument, height: number) {
  if (pdf.y + height > A4.height - MARGIN - FOOTER_HEIGHT) pdf.addPage();
}

function drawBlock(pdf: PDFKit.PDFDocument, block: ReportBlock, photos: Map<string, Buffer | null>) {
  const x = MARGIN;
  const width = contentWidth();
  switch (block.kind) {
    case 'heading': {
      const size = block.level === 1 ? 15 : 12;
      ensureSpace(pdf, size * 3);
      pdf.moveDown(block.level === 1 ? 0.8 : 0.5);
      pdf.fontSize(size).fillColor(COLOURS.accent).text(block.text, x, pdf.y, { width });
      if (block.level === 1) {
        pdf
          .moveTo(x, pdf.y + 2)
          .lineTo(x + width, pdf.y + 2)
          .strokeColor(COLOURS.rule)
          .lineWidth(0.7)
          .stroke();
        pdf.moveDown(0.4);
      }
      pdf.fillColor(COLOURS.text);
      return;
    }
    case 'fields': {
      pdf.fontSize(10);
      for (const row of block.rows) {
        ensureSpace(pdf, 14);
        pdf.fillColor(COLOURS.muted).text(`${row.label}: `, x, pdf.y, { width, continued: true });
        pdf.fillColor(COLOURS.text).text(row.value);
      }
      return;
    }
    case 'list':
    case 'alert': {
      const colour = block.kind === 'alert' ? COLOURS.alert : COLOURS.muted;
      ensureSpace(pdf, 30);
      pdf.fontSize(10).fillColor(colour).text(block.title, x, pdf.y, { width });
      pdf.fillColor(block.kind === 'alert' ? COLOURS.alert : COLOURS.text);
      for (const item of block.items) {
        ensureSpace(pdf, 14);
        pdf.text(`•  ${item}`, x + 10, pdf.y, { width: width - 10 });
      }
      pdf.fillColor(COLOURS.text);
      return;
    }
    case 'paragraph': {
      ensureSpace(pdf, 14);
      pdf.fontSize(10).fillColor(COLOURS.text).text(block.text, x, pdf.y, { width });
      return;
    }
    case 'photos': {
      const shown = block.photos.filter((p) => photos.get(p.url));
      if (shown.length === 0) {
        pdf.fontSize(10).fillColor(COLOURS.muted).text(block.missing, x, pdf.y, { width }).fillColor(COLOURS.text);
        return;
      }
      // Side by side at the same size, so the photo and its overlay read together.
      const gap = 16;
      const boxWidth = (width - gap) / 2;
      const boxHeight = 190;
      ensureSpace(pdf, boxHeight + 24);
      const top = pdf.y + 4;
      shown.forEach((p, i) => {
        const left = x + i * (boxWidth + gap);
        pdf.image(photos.get(p.url)!, left, top, { fit: [boxWidth, boxHeight], align: 'center', valign: 'center' });
        pdf
          .fontSize(9)
          .fillColor(COLOURS.muted)
          .text(p.caption, left, top + boxHeight + 4, { width: boxWidth, align: 'center' });
      });
      pdf.fillColor(COLOURS.text);
      pdf.x = x;
      pdf.y = top + boxHeight + 20;
      return;
    }
    case 'tongue-map':
      drawTongueMap(pdf, block);
      return;
  }
}

/**
 * The tongue drawn from above (root at the top, tip at the bottom) with its four regions of
 * Maciocia's map, each region's finding written beside it with a leader line.
 */
function drawTongueMap(pdf: PDFKit.PDFDocument, block: Extract<ReportBlock, { kind: 'tongue-map' }>) {
  const height = 150;
  ensureSpace(pdf, height + 30);
  pdf.fontSize(10).fillColor(COLOURS.muted).text(block.title, MARGIN, pdf.y, { width: contentWidth() });
  const top = pdf.y + 6;
  const cx = MARGIN + 60;
  const w = 90;
  const h = height - 10;
  // Outline: flat root, rounded sides narrowing to the tip.
  pdf
    .moveTo(cx - w / 2, top)
    .lineTo(cx + w / 2, top)
    .bezierCurveTo(cx + w / 2 + 6, top + h * 0.55, cx + w / 4, top + h, cx, top + h)
    .bezierCurveTo(cx - w / 4, top + h, cx - w / 2 - 6, top + h * 0.55, cx - w / 2, top)
    .fillAndStroke(COLOURS.zone, COLOURS.accent);
  // Region lines: root | centre | tip across, the sides as the outer strips.
  const rootY = top + h * 0.28;
  const tipY = top + h * 0.75;
  pdf.strokeColor(COLOURS.accent).lineWidth(0.6).dash(2, { space: 2 });
  pdf
    .moveTo(cx - w / 2 + 2, rootY)
    .lineTo(cx + w / 2 + 2, rootY)
    .stroke();
  pdf
    .moveTo(cx - w / 3, tipY)
    .lineTo(cx + w / 3, tipY)
    .stroke();
  pdf
    .moveTo(cx - w / 4, rootY)
    .lineTo(cx - w / 4, tipY)
    .stroke();
  pdf
    .moveTo(cx + w / 4, rootY)
    .lineTo(cx + w / 4, tipY)
    .stroke();
  pdf.undash();
  const anchor = {
    root: { x: cx, y: top + h * 0.14 },
    centre: { x: cx, y: (rootY + tipY) / 2 },
    sides: { x: cx + w / 2 - 6, y: (rootY + tipY) / 2 + 14 },
    tip: { x: cx, y: top + h * 0.86 },
  } as const;
  const textX = cx + w / 2 + 40;
  const textWidth = MARGIN + contentWidth() - textX;
  let y = top;
  for (const r of block.regions) {
    const a = anchor[r.zone];
    pdf.circle(a.x, a.y, 2).fill(COLOURS.accent);
    pdf
      .moveTo(a.x, a.y)
      .lineTo(textX - 4, y + 6)
      .strokeColor(COLOURS.rule)
      .lineWidth(0.5)
      .stroke();
    pdf.fontSize(9).fillColor(COLOURS.muted).text(`${r.label}: `, textX, y, { width: textWidth, continued: true });
    pdf.fillColor(COLOURS.text).text(r.text);
    y = Math.max(pdf.y + 4, y + 30);
  }
  pdf.fillColor(COLOURS.text).strokeColor(COLOURS.text).lineWidth(1);
  pdf.x = MARGIN;
  pdf.y = Math.max(top + h + 10, y);
}

/** The disclaimer and 'Page n of N' at the foot of every page, written once all pages exist. */
function drawFooters(pdf: PDFKit.PDFDocument, doc: ReportDocument) {
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    // Writing inside the bottom margin must not start a new page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const y = A4.height - MARGIN - FOOTER_HEIGHT + 10;
    pdf
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + contentWidth(), y - 4)
      .strokeColor(COLOURS.rule)
      .lineWidth(0.5)
      .stroke();
    pdf
      .fontSize(7.5)
      .fillColor(COLOURS.muted)
      .text(doc.disclaimer, MARGIN, y, { width: contentWidth() - 70 });
    const label = doc.pageLabel.replace('{page}', String(i - range.start + 1)).replace('{pages}', String(range.count));
    pdf.text(label, MARGIN + contentWidth() - 65, y, { width: 65, align: 'right' });
    pdf.page.margins.bottom = bottom;
  }
}
