/**
 * Reads an upload's body into a temporary file as it streams: the type comes from the first bytes
 * (never from the name or the declared type) and a body of the wrong type is refused there; the
 * byte limit of that type is counted as the bytes arrive, so an oversized body is refused without
 * reading it to its end. A body that fails or is cut off leaves no file behind.
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  acceptedTypes,
  byteLimit,
  kindByteLimit,
  sniffBytes,
  sniffType,
  uploadErrors,
  type StoredType,
  type UploadKind,
} from '@/lib/uploads';
import { UploadRefused } from './refusal';
import { discard, storageIo } from './storage';

export interface ReceivedFile {
  type: StoredType;
  size: number;
  /** SHA-256 of the bytes, hex. */
  hash: string;
}

function typeFrom(head: Buffer, kind: UploadKind): StoredType {
  const type = sniffType(head);
  if (!type || !acceptedTypes(kind).includes(type)) throw new UploadRefused(415, uploadErrors.invalidType);
  return type;
}

export async function receiveToFile(req: IncomingMessage, kind: UploadKind, target: string): Promise<ReceivedFile> {
  const out = await storageIo.openForWrite(target);
  const hash = crypto.createHash('sha256');
  let head = Buffer.alloc(0);
  let type: StoredType | null = null;
  let limit = kindByteLimit(kind);
  let size = 0;
  try {
    // Leaving the loop early (a refusal) must not destroy the request: the answer still has to go out on it.
    for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new UploadRefused(413, uploadErrors.tooLarge);
      if (!type) {
        head = Buffer.concat([head, chunk.subarray(0, sniffBytes)]).subarray(0, sniffBytes);
        if (head.length >= sniffBytes) {
          type = typeFrom(head, kind);
          limit = byteLimit(type);
          if (size > limit) throw new UploadRefused(413, uploadErrors.tooLarge);
        }
      }
      hash.update(chunk);
      await out.write(chunk);
    }
    type ??= typeFrom(head, kind);
    await out.close();
    return { type, size, hash: hash.digest('hex') };
  } catch (error) {
    await out.close().catch(() => undefined);
    await discard(target);
    throw error;
  }
}
