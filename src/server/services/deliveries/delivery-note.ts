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

/**
 * The text cut into lines no wider than `width` points (long words, a hash, broken anywhere); its own
 * line breaks kept (blank lines in a row as one), a tab drawn as a space: pdf-lib would break a line
 * itself on \n, \v and \f, with its own spacing, over the rows below.
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  return text
    .split(/\r\n?|[\n\v\f\u0085\u2028\u2029]/)
    .filter((paragraph, index, all) => paragraph.trim() || (index > 0 && all[index - 1]!.trim()))
    .flatMap((paragraph) => wrapLine(paragraph.replace(/\p{Cc}/gu, ' '), font, size, width));
}

function wrapLine(text: string, font: PDFFont, size: number, width: number): string[] {
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
  if (line || !lines.length) lines.push(line);
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
  const size: [number, number] = [595.28, 841.89];
  const margin = 56;
  const labelWidth = 150;
  const valueWidth = size[0] - 2 * margin - labelWidth;
  let page = pdf.addPage(size);
  let y = page.getHeight() - margin;
  /** The height `lineHeight` taken from the page, on a new page when this one is full. */
  const lineAt = (lineHeight: number) => {
    if (y - lineHeight < margin) {
      page = pdf.addPage(size);
      y = page.getHeight() - margin;
    }
    const at = y;
    y -= lineHeight;
    return at;
  };
  page.drawText(heading, { x: margin, y: lineAt(36), size: 20, font });
  for (const { label, value } of lines) {
    wrap(value, font, 10, valueWidth).forEach((part, index) => {
      const at = lineAt(14);
      if (index === 0) page.drawText(label, { x: margin, y: at, size: 10, font, color: rgb(0.35, 0.35, 0.4) });
      page.drawText(part, { x: margin + labelWidth, y: at, size: 10, font });
    });
    y -= 6;
  }
  for (const part of wrap(hashNote, font, 8, size[0] - 2 * margin)) {
    page.drawText(part, { x: margin, y: lineAt(11), size: 8, font, color: rgb(0.35, 0.35, 0.4) });
  }
  return pdf.save();
}
