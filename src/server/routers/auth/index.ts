import {
  changePasswordSchema,
  checkResetTokenSchema,
  confirmEmailSchema,
  loginSchema,
  logoutSchema,
  refreshSessionSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  revokeSessionSchema,
  signUpSchema,
} from '@/lib/schemas/auth';
import { authedProcedure, createTRPCRouter, publicProcedure } from '../../trpc';
import { changePasswordHandler } from './changePassword.handler';
import { checkResetTokenHandler } from './checkResetToken.handler';
import { confirmEmailHandler } from './confirmEmail.handler';
import { loginHandler } from './login.handler';
import { logoutHandler } from './logout.handler';
import { meHandler } from './me.handler';
import { refreshSessionHandler } from './refreshSession.handler';
import { requestPasswordResetHandler } from './requestPasswordReset.handler';
import { resetPasswordHandler } from './resetPassword.handler';
import { revokeOtherSessionsHandler } from './revokeOtherSessions.handler';
import { revokeSessionHandler } from './revokeSession.handler';
import { sessionsHandler } from './sessions.handler';
import { signUpHandler } from './signUp.handler';

/**
 * Accounts and sessions. Anyone may sign up, confirm, log in, refresh, log out and reset a password;
 * the rest is for the signed-in user, on their own account only. `login` and `refreshSession` answer
 * in spec section 7's result shape; every other failure is a TRPCError with a message key.
 */
export const authRouter = createTRPCRouter({
  signUp: publicProcedure.input(signUpSchema).mutation(signUpHandler),
  confirmEmail: publicProcedure.input(confirmEmailSchema).mutation(confirmEmailHandler),
  login: publicProcedure.input(loginSchema).mutation(loginHandler),
  refreshSession: publicProcedure.input(refreshSessionSchema).mutation(refreshSessionHandler),
  logout: publicProcedure.input(logoutSchema).mutation(logoutHandler),
  requestPasswordReset: publicProcedure.input(requestPasswordResetSchema).mutation(requestPasswordResetHandler),
  resetPassword: publicProcedure.input(resetPasswordSchema).mutation(resetPasswordHandler),
  checkResetToken: publicProcedure.input(checkResetTokenSchema).query(checkResetTokenHandler),
  changePassword: authedProcedure.input(changePasswordSchema).mutation(changePasswordHandler),
  sessions: authedProcedure.query(sessionsHandler),
  revokeSession: authedProcedure.input(revokeSessionSchema).mutation(revokeSessionHandler),
  revokeOtherSessions: authedProcedure.mutation(revokeOtherSessionsHandler),
  me: authedProcedure.query(meHandler),
});
