import { companyAccountTypes, companySchema, documentIdSchema, profileSchema } from '@/lib/schemas/account';
import { authedProcedure, createTRPCRouter, roleProcedure } from '../../trpc';
import { companyHandler } from './company.handler';
import { listDocumentsHandler, removeDocumentHandler } from './documents.handler';
import { profileHandler } from './profile.handler';
import { removeAvatarHandler } from './removeAvatar.handler';
import { updateCompanyHandler } from './updateCompany.handler';
import { updateProfileHandler } from './updateProfile.handler';

const companyProcedure = roleProcedure(...companyAccountTypes);

/**
 * The account settings: every signed-in user's own profile; company accounts' own company and its
 * legal documents. Files are uploaded over POST /api/uploads/<kind> (src/server/uploads).
 */
export const accountRouter = createTRPCRouter({
  profile: authedProcedure.query(profileHandler),
  updateProfile: authedProcedure.input(profileSchema).mutation(updateProfileHandler),
  removeAvatar: authedProcedure.mutation(removeAvatarHandler),
  company: companyProcedure.query(companyHandler),
  updateCompany: companyProcedure.input(companySchema).mutation(updateCompanyHandler),
  documents: createTRPCRouter({
    list: companyProcedure.query(listDocumentsHandler),
    remove: companyProcedure.input(documentIdSchema).mutation(removeDocumentHandler),
  }),
});
