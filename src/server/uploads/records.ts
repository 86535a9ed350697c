/**
 * The rows an upload changes: a user's avatar, a company's cover, a company's legal documents. Each
 * runs in a transaction that locks the row it replaces, so two uploads at once cannot both think
 * they replaced the same old file; the caller removes the old file once the transaction has committed.
 */
import { count, eq } from 'drizzle-orm';
import { uploadErrors, uploadLimits, type StoredType } from '@/lib/uploads';
import type { Db } from '../db/client';
import { companies, companyDocuments, users } from '../db/schema';
import { companyIdOf, lockCompany } from '../services/accounts/company-of';
import { userChanges } from '../services/accounts/user-changes';
import { UploadRefused } from './refusal';

/** Sets the user's avatar; returns the key it replaced. */
export async function attachAvatar(db: Db, userId: string, key: string): Promise<string | null> {
  const old = await db.transaction(async (tx) => {
    const [row] = await tx.select({ old: users.avatarKey }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw new UploadRefused(401, 'auth:auth_session_missing');
    await tx.update(users).set({ avatarKey: key, updatedAt: new Date() }).where(eq(users.id, userId));
    return row.old;
  });
  await userChanges.published(db);
  return old;
}

/** Sets the cover image of the user's company (made from the account when it has none yet); returns the key it replaced. */
export async function attachCover(db: Db, userId: string, key: string): Promise<string | null> {
  const companyId = await companyIdOf(db, userId);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ old: companies.coverKey }).from(companies).where(eq(companies.id, companyId)).for('update');
    await tx.update(companies).set({ coverKey: key, updatedAt: new Date() }).where(eq(companies.id, companyId));
    return row?.old ?? null;
  });
}

export interface NewDocument {
  name: string;
  key: string;
  type: StoredType;
  size: number;
}

/** Adds a legal document to the user's company, at most `documentsPerCompany` of them. */
export async function addDocument(db: Db, userId: string, document: NewDocument) {
  const companyId = await companyIdOf(db, userId);
  return db.transaction(async (tx) => {
    // Lock the company: two uploads at once count one after the other.
    await lockCompany(tx, companyId);
    const [held] = await tx.select({ n: count() }).from(companyDocuments).where(eq(companyDocuments.companyId, companyId));
    if ((held?.n ?? 0) >= uploadLimits.documentsPerCompany) throw new UploadRefused(409, uploadErrors.tooManyDocuments);
    const [row] = await tx
      .insert(companyDocuments)
      .values({ companyId, name: document.name, fileKey: document.key, mimeType: document.type, size: document.size })
      .returning({ id: companyDocuments.id, name: companyDocuments.name, createdAt: companyDocuments.createdAt });
    if (!row) throw new Error('the document row was not written');
    return row;
  });
}
