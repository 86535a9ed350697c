/**
 * What may be uploaded, shared by the upload field (a comfort check before sending) and the server
 * (the truth: it reads the bytes, never the name or the declared type).
 */

export const uploadKinds = ['avatar', 'cover', 'document', 'message', 'delivery'] as const;
export type UploadKind = (typeof uploadKinds)[number];

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof imageTypes)[number];
export type StoredType = ImageType | 'application/pdf';

const megabyte = 1024 * 1024;

export const uploadLimits = {
  imageBytes: 5 * megabyte,
  pdfBytes: 10 * megabyte,
  /**
   * Decoded pixels an image may have (6000 × 4000, a 24-MP camera's photo): a larger one is refused
   * before it is decoded. The largest picture kept is 8.7 MP (an A4 page at 300 dpi), and a real
   * photo of more pixels is rarely under the 5 MB limit; decoding costs memory by the pixel.
   */
  imagePixels: 24_000_000,
  /** Legal documents one company keeps. */
  documentsPerCompany: 20,
  documentNameMax: 120,
} as const;

/** The types each kind takes: profile and cover pictures are images, a legal document or a message's file a PDF or an image. */
export function acceptedTypes(kind: UploadKind): readonly StoredType[] {
  return kind === 'document' || kind === 'message' ? [...imageTypes, 'application/pdf'] : imageTypes;
}

export function byteLimit(type: StoredType): number {
  return type === 'application/pdf' ? uploadLimits.pdfBytes : uploadLimits.imageBytes;
}

/** The most bytes a kind's body may carry, whatever its type turns out to be. */
export function kindByteLimit(kind: UploadKind): number {
  return Math.max(...acceptedTypes(kind).map(byteLimit));
}

/** The type the first bytes of a file show (JPEG, PNG, WebP, PDF), or null. Needs at most 12 bytes. */
export function sniffType(head: Uint8Array): StoredType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

export const sniffBytes = 12;

/** The error keys an upload answers with (the field shows them; the spec's too large, invalid type, read failure). */
export const uploadErrors = {
  tooLarge: 'account:upload.tooLarge',
  invalidType: 'account:upload.invalidType',
  readFailed: 'account:upload.readFailed',
  tooManyPixels: 'account:upload.tooManyPixels',
  tooManyDocuments: 'account:documents.tooMany',
  failed: 'account:upload.failed',
  /** 507: the server's disk is full; nothing was kept. */
  diskFull: 'account:upload.diskFull',
  /** 429: the user already has as many uploads in progress as one may. */
  tooManyAtOnce: 'account:upload.tooManyAtOnce',
  /** 503: too many images are waiting to be decoded; try again shortly. */
  busy: 'account:upload.busy',
} as const;

/** What a successful upload answers. */
export interface UploadAnswer {
  key: string;
  type: StoredType;
  size: number;
  /** Documents only: the new row. */
  document?: { id: string; name: string; createdAt: string };
  /** A message's file: the message it was posted as. */
  messageId?: number;
}
