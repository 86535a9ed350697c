import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { documentIdSchema } from '@/lib/schemas/account';
import type { HandlerOptions } from '../../trpc';
import { companyDocuments } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';
import { removeFile } from '../../uploads/storage';

/** The caller's company's legal documents, oldest first. */
export async function listDocumentsHandler({ ctx }: HandlerOptions) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  return ctx.db
    .select({
      id: companyDocuments.id,
      name: companyDocuments.name,
      key: companyDocuments.fileKey,
      type: companyDocuments.mimeType,
      size: companyDocuments.size,
      createdAt: companyDocuments.createdAt,
    })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId))
    .orderBy(asc(companyDocuments.createdAt), asc(companyDocuments.id));
}

/** One of the caller's company's documents: the row, then its file. Another company's: NOT_FOUND. */
export async function removeDocumentHandler({ ctx, input }: HandlerOptions<z.infer<typeof documentIdSchema>>) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  const [removed] = await ctx.db
    .delete(companyDocuments)
    .where(and(eq(companyDocuments.id, input.id), eq(companyDocuments.companyId, companyId)))
    .returning({ key: companyDocuments.fileKey });
  if (!removed) throw new TRPCError({ code: 'NOT_FOUND', message: 'account:documents.notFound' });
  await removeFile(removed.key);
  return { success: true as const };
}
