/**
 * The delivery note as a PDF (pdf-lib): the record's facts in the reader's language with its hash,
 * set in DejaVu Sans from the dejavu-fonts-ttf package (Latin Extended and Cyrillic; subset into the
 * file), never a system font. The hash is also the document's subject, so a reader can find it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import type { Language } from '@/lib/i18n/languages';
import { noteLines, type NoteFacts } from './note-lines';

let fontBytes: Buffer | undefined;
function dejaVuSans(): Buffer {
  fontBytes ??= fs.readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  return fontBytes;
}

/** The text cut into lines no wider than `width` points (long words, a hash, broken anywhere). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    const next = line + char;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      const space = line.lastIndexOf(' ');
      lines.push(space > 0 && char !== ' ' ? line.slice(0, space) : line);
      line = space > 0 && char !== ' ' ? line.slice(space + 1) + char : char.trimStart();
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function deliveryNotePdf(facts: NoteFacts, lang: Language): Promise<Uint8Array> {
  const { heading, lines, hashNote } = noteLines(facts, lang);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(dejaVuSans(), { subset: true });
  pdf.setTitle(`${heading}: ${facts.title}`);
  pdf.setSubject(facts.record.hash);
  pdf.setLanguage(lang);
  pdf.setCreator('Tovar');
  const page = pdf.addPage([595.28, 841.89]);
  const margin = 56;
  const labelWidth = 150;
  const valueWidth = page.getWidth() - 2 * margin - labelWidth;
  let y = page.getHeight() - margin;
  page.drawText(heading, { x: margin, y, size: 20, font });
  y -= 36;
  for (const { label, value } of lines) {
    const wrapped = wrap(value, font, 10, valueWidth);
    page.drawText(label, { x: margin, y, size: 10, font, color: rgb(0.35, 0.35, 0.4) });
    for (const part of wrapped) {
      page.drawText(part, { x: margin + labelWidth, y, size: 10, font });
      y -= 14;
    }
    y -= 6;
  }
  for (const part of wrap(hashNote, font, 8, page.getWidth() - 2 * margin)) {
    page.drawText(part, { x: margin, y, size: 8, font, color: rgb(0.35, 0.35, 0.4) });
    y -= 11;
  }
  return pdf.save();
}
