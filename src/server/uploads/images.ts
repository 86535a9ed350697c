/**
 * Every uploaded image is decoded and encoded again by sharp: what is stored is pixels we wrote,
 * never the sender's bytes (no metadata, no GPS position, nothing appended to the image). The pixel
 * count is read from the header first and bounded, so a small file that declares a huge picture (a
 * decompression bomb) is refused before it is decoded. Decoding is bounded for a small server: one
 * libvips thread per image, no operation cache (it kept decoded images' memory), and at most two
 * images at once (decode-queue.ts); an upload that cannot wait its turn is answered 503.
 */
import sharp, { type ResizeOptions, type Sharp, type SharpOptions } from 'sharp';
import { uploadErrors, uploadLimits, type ImageType, type UploadKind } from '@/lib/uploads';
import { DecodeQueueFull, imageDecoding } from './decode-queue';
import { UploadRefused } from './refusal';

sharp.concurrency(1);
sharp.cache(false);

/** How long a sender refused for a full queue is asked to wait. */
const busyRetryAfterSeconds = 5;

/** Largest stored sizes: a square avatar, a wide cover, a scanned A4 page at 300 dpi. */
export const imageSizes: Record<UploadKind, ResizeOptions> = {
  avatar: { width: 512, height: 512, fit: 'cover' },
  cover: { width: 1600, height: 600, fit: 'cover' },
  document: { width: 2480, height: 3508, fit: 'inside' },
  message: { width: 2048, height: 2048, fit: 'inside' },
  delivery: { width: 2048, height: 2048, fit: 'inside' },
};

const input: SharpOptions = { limitInputPixels: uploadLimits.imagePixels, failOn: 'error', pages: 1 };

function encode(image: Sharp, type: ImageType): Sharp {
  if (type === 'image/jpeg') return image.jpeg({ quality: 82, mozjpeg: true });
  if (type === 'image/png') return image.png();
  return image.webp({ quality: 82 });
}

function refusalFor(error: unknown): UploadRefused {
  const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
  return new UploadRefused(422, tooManyPixels ? uploadErrors.tooManyPixels : uploadErrors.readFailed);
}

/** The image at `file`, re-encoded in its own format within `kind`'s size, when its turn to decode comes. */
export async function reencodeImage(file: string, type: ImageType, kind: UploadKind): Promise<Buffer> {
  return imageDecoding
    .run(() => reencode(file, type, kind))
    .catch((error: unknown) => {
      if (!(error instanceof DecodeQueueFull)) throw error;
      throw new UploadRefused(503, uploadErrors.busy, { 'Retry-After': String(busyRetryAfterSeconds) });
    });
}

async function reencode(file: string, type: ImageType, kind: UploadKind): Promise<Buffer> {
  const metadata = await sharp(file, input)
    .metadata()
    .catch((error: unknown) => Promise.reject(refusalFor(error)));
  const { width, height } = metadata;
  if (!width || !height) throw new UploadRefused(422, uploadErrors.readFailed);
  if (width * height > uploadLimits.imagePixels) throw new UploadRefused(422, uploadErrors.tooManyPixels);
  try {
    // rotate(): turn the picture as its orientation tag says, before the tag goes with the metadata.
    return await encode(
      sharp(file, input)
        .rotate()
        .resize({ ...imageSizes[kind], withoutEnlargement: true }),
      type,
    ).toBuffer();
  } catch (error) {
    throw refusalFor(error);
  }
}
