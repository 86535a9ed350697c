/**
 * Where uploaded files live: flat under UPLOADS_DIR, each under a name the server makes
 * (`<kind>-<content hash>-<random>.<ext>`), written to a temporary file first and renamed into place,
 * so a name never shows a half-written file. The content hash lets a name be cached for ever; the
 * random part keeps two uploads of the same bytes apart, so removing one never removes the other.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StoredType, UploadKind } from '@/lib/uploads';
import { config } from '../config';

const extensions: Record<StoredType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const typesByExtension = new Map(Object.entries(extensions).map(([type, extension]) => [extension, type as StoredType]));

export const keyPattern = /^(avatar|cover|document|message|delivery)-[0-9a-f]{32}-[0-9a-f]{8}\.(jpg|png|webp|pdf)$/;

export function extensionOf(type: StoredType): string {
  return extensions[type];
}

/** The type a key we made names (its extension), or null for anything that is not one of our keys. */
export function typeOfKey(key: string): StoredType | null {
  const match = keyPattern.exec(key);
  return match ? (typesByExtension.get(match[2] ?? '') ?? null) : null;
}

export function newKey(kind: UploadKind, type: StoredType, contentHash: string): string {
  return `${kind}-${contentHash.slice(0, 32)}-${crypto.randomBytes(4).toString('hex')}.${extensions[type]}`;
}

/**
 * How a temporary file is opened for writing, the one way bytes reach the disk here: a test swaps
 * in a file on a full disk (/dev/full answers every write with ENOSPC).
 */
export const storageIo = {
  openForWrite: (file: string): Promise<fs.promises.FileHandle> => fs.promises.open(file, 'wx', 0o600),
};

/** A write refused because the disk (or the quota) is full: the upload answers 507. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** Read at each call: tests point it at a directory of their own. */
export function uploadsDir(): string {
  return config.uploadsDir;
}

export function pathOf(key: string): string {
  if (!keyPattern.test(key)) throw new Error('not an upload key');
  return path.join(uploadsDir(), key);
}

/** Uploads in progress, on the same file system as the files, so that the final rename is atomic. */
export function tempDir(): string {
  return path.join(uploadsDir(), '.incoming');
}

export async function newTempPath(): Promise<string> {
  await fs.promises.mkdir(tempDir(), { recursive: true, mode: 0o700 });
  return path.join(tempDir(), `${crypto.randomUUID()}.part`);
}

/** Moves a finished temporary file to its key. */
export async function publish(tempPath: string, key: string): Promise<void> {
  await fs.promises.chmod(tempPath, 0o644);
  await fs.promises.rename(tempPath, pathOf(key));
}

/** Writes `bytes` under `key` through a temporary file. */
export async function writeFile(key: string, bytes: Buffer): Promise<void> {
  const temp = await newTempPath();
  try {
    const out = await storageIo.openForWrite(temp);
    try {
      await out.writeFile(bytes);
    } finally {
      await out.close();
    }
    await publish(temp, key);
  } catch (error) {
    await discard(temp);
    throw error;
  }
}

export async function discard(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true });
}

export async function removeFile(key: string | null | undefined): Promise<void> {
  if (key && keyPattern.test(key)) await discard(pathOf(key));
}
