/**
 * POST /api/uploads/message?thread=<id>&name=<name>: a photo or PDF into a message thread. Before the
 * body is read the caller must be a side of a writable thread and within the messages' rate limit;
 * the file becomes a message once stored. The service's refusals become the upload's statuses.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import type { MessageKey } from '@/lib/i18n/keys';
import type { Db } from '../db/client';
import type { AccessClaims } from '../services/auth/tokens';
import { fileThread, postFile, type PostedFile } from '../services/messages/message-files';
import { takeMessageTurn } from '../services/messages/message-limit';
import { UploadRefused, sendRefusal } from './refusal';

const statusOf: Partial<Record<TRPCError['code'], number>> = { NOT_FOUND: 404, CONFLICT: 409, TOO_MANY_REQUESTS: 429, BAD_REQUEST: 400 };

function refusalOf(error: unknown): UploadRefused {
  if (error instanceof TRPCError && statusOf[error.code])
    return new UploadRefused(statusOf[error.code] ?? 400, error.message as MessageKey);
  throw error;
}

const threadOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://localhost').searchParams.get('thread');
const isUuid = (value: string | null): value is string =>
  value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Answers the refusal and returns false when the caller may not post a file to the thread now. */
export async function mayPostTo(db: Db, req: IncomingMessage, caller: AccessClaims, res: ServerResponse): Promise<boolean> {
  try {
    const thread = threadOf(req);
    if (!isUuid(thread)) throw new TRPCError({ code: 'NOT_FOUND', message: 'messages:threadNotFound' });
    await fileThread(db, caller, thread);
    await takeMessageTurn(db, caller.userId);
    return true;
  } catch (error) {
    sendRefusal(res, refusalOf(error));
    return false;
  }
}

/** Writes the stored file as a message; returns its id. */
export async function attachToThread(db: Db, caller: AccessClaims, thread: string | null, file: PostedFile): Promise<number> {
  try {
    if (!isUuid(thread)) throw new TRPCError({ code: 'NOT_FOUND', message: 'messages:threadNotFound' });
    return await postFile(db, caller, thread, file);
  } catch (error) {
    throw refusalOf(error);
  }
}
