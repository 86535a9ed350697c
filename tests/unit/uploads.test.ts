/** The upload rules both sides share: types by their first bytes, limits per type, and the field's check before sending. */
import { describe, expect, it } from 'vitest';
import { acceptedTypes, byteLimit, kindByteLimit, sniffType, uploadLimits } from '@/lib/uploads';
import { checkFile } from '@/islands/account/file-check';

const bytes = (...values: number[]) => new Uint8Array(values);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const webp = new Uint8Array([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBP')]);

describe('sniffType', () => {
  it('names JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffType(png)).toBe('image/png');
    expect(sniffType(webp)).toBe('image/webp');
    expect(sniffType(new Uint8Array(Buffer.from('%PDF-1.7\n')))).toBe('application/pdf');
  });

  it('names nothing else: SVG, HTML, scripts, a RIFF that is not WebP, a cut-off signature, GIF', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg">', '<!doctype html>', '#!/bin/sh', 'RIFF1234WAVE', 'GIF89a', '%PDF']) {
      expect(sniffType(new Uint8Array(Buffer.from(text))), text).toBeNull();
    }
    expect(sniffType(png.subarray(0, 7))).toBeNull();
  });
});

describe('limits', () => {
  it('are 5 MB for images and 10 MB for PDF; a document body may be as large as a PDF', () => {
    expect(byteLimit('image/png')).toBe(5 * 1024 * 1024);
    expect(byteLimit('application/pdf')).toBe(10 * 1024 * 1024);
    expect(kindByteLimit('avatar')).toBe(uploadLimits.imageBytes);
    expect(kindByteLimit('document')).toBe(uploadLimits.pdfBytes);
    expect(acceptedTypes('cover')).not.toContain('application/pdf');
  });
});

describe('checkFile (before sending)', () => {
  it('says too large, invalid type (naming PDF for documents) or nothing', async () => {
    expect(await checkFile('avatar', new Blob([png, new Uint8Array(uploadLimits.imageBytes)]))).toBe('account:upload.tooLarge');
    expect(await checkFile('avatar', new Blob([Buffer.from('%PDF-1.4 ...')]))).toBe('account:upload.invalidType');
    expect(await checkFile('document', new Blob(['plain text']))).toBe('account:upload.invalidDocumentType');
    expect(await checkFile('document', new Blob([Buffer.from('%PDF-1.4 ...'), new Uint8Array(6 * 1024 * 1024)]))).toBeNull();
    expect(await checkFile('avatar', new Blob([png]))).toBeNull();
  });

  it('says read failure when the file cannot be read', async () => {
    const gone = { size: 10, slice: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }) };
    expect(await checkFile('avatar', gone as unknown as Blob)).toBe('account:upload.readFailed');
  });
});
