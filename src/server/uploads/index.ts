/** The upload routes the API dispatcher (src/server/http/api.ts) hands on: POST /api/uploads/<kind>, GET /api/files/<key>. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { uploadKinds, type UploadKind } from '@/lib/uploads';
import type { Db } from '../db/client';
import { serveFile } from './files-route';
import { handleUpload } from './upload-route';

const uploadPrefix = '/api/uploads/';
const filePrefix = '/api/files/';

function isKind(value: string): value is UploadKind {
  return (uploadKinds as readonly string[]).includes(value);
}

/** Answers an upload or file request and returns true, or false when the path is none of ours. */
export async function handleUploadRoutes(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  openDb: () => Promise<Db>,
): Promise<boolean> {
  const kind = pathname.startsWith(uploadPrefix) ? pathname.slice(uploadPrefix.length) : null;
  if (kind !== null && isKind(kind) && req.method === 'POST') {
    await handleUpload(req, res, kind, await openDb());
    return true;
  }
  const key = pathname.startsWith(filePrefix) ? pathname.slice(filePrefix.length) : null;
  if (key && (req.method === 'GET' || req.method === 'HEAD')) {
    await serveFile(req, res, key, await openDb());
    return true;
  }
  return false;
}
