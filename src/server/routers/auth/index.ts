import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import {
  changePasswordSchema, confirmEmailSchema, loginSchema, refreshSessionSchema, requestPasswordResetSchema,
  resetPasswordSchema, signUpSchema,
} from '@/lib/schemas/auth';
import { z } from 'zod';
import { authedProcedure, createTRPCRouter, publicProcedure } from '../../trpc';
import { users } from '../../db/schema';
import { revokeByToken, revokeFamily, rotateSession } from '../../services/sessions';
import { loginHandler } from './login.handler';
import { signUpHandler } from './sign-up.handler';
import { changePasswordHandler, requestPasswordResetHandler, resetPasswordHandler } from './password.handler';
import { listSessionsHandler, revokeOtherSessionsHandler, revokeSessionHandler } from './sessions.handler';
import { consumeActionToken } from './action-tokens';
import { findUserById, publicUser } from './users';

export const authRouter = createTRPCRouter({
  /** Anyone. */
  signUp: publicProcedure.input(signUpSchema).mutation(({ ctx, input }) => signUpHandler(ctx, input)),

  /** Anyone: the link from the confirmation mail. */
  confirmEmail: publicProcedure.input(confirmEmailSchema).mutation(async ({ ctx, input }) => {
    const userId = await consumeActionToken(ctx.db, input.token, 'CONFIRM_EMAIL');
    if (!userId) throw new TRPCError({ code: 'BAD_REQUEST', message: 'auth:invalid_confirmation_token' });
    await ctx.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));
    return { success: true as const };
  }),

  /** Anyone: spec section 7. */
  login: publicProcedure.input(loginSchema).mutation(({ ctx, input }) => loginHandler(ctx, input)),

  /** Anyone holding a refresh token: rotates it (spec section 7). */
  refreshSession: publicProcedure.input(refreshSessionSchema).mutation(async ({ ctx, input }) => {
    const result = await rotateSession(ctx.db, input.refreshToken, ctx, (id) => findUserById(ctx.db, id));
    const user = result.ok ? await findUserById(ctx.db, result.userId) : null;
    if (!result.ok || !user) {
      return { success: false as const, user: null, token: null, refreshToken: null, error: { details: 'auth_session_missing' as const } };
    }
    return { success: true as const, user: publicUser(user), token: result.session.token, refreshToken: result.session.refreshToken, error: null };
  }),

  /** Anyone: ends the session the refresh token (or the access token) belongs to. */
  logout: publicProcedure.input(z.object({ refreshToken: z.string().max(200).optional() })).mutation(async ({ ctx, input }) => {
    if (input.refreshToken) await revokeByToken(ctx.db, input.refreshToken);
    if (ctx.auth) await revokeFamily(ctx.db, ctx.auth.sessionId);
    return { success: true as const };
  }),

  /** Anyone: always the neutral answer. */
  requestPasswordReset: publicProcedure
    .input(requestPasswordResetSchema)
    .mutation(({ ctx, input }) => requestPasswordResetHandler(ctx, input.email)),

  /** Anyone holding a reset token. */
  resetPassword: publicProcedure
    .input(resetPasswordSchema)
    .mutation(({ ctx, input }) => resetPasswordHandler(ctx, input.token, input.password)),

  /** The signed-in user. */
  changePassword: authedProcedure
    .input(changePasswordSchema)
    .mutation(({ ctx, input }) => changePasswordHandler(ctx, input.currentPassword, input.password)),

  /** The signed-in user: their own live sessions, the current one marked. */
  sessions: authedProcedure.query(({ ctx }) => listSessionsHandler(ctx)),

  /** The signed-in user, for one of their own sessions (another's: NOT_FOUND). */
  revokeSession: authedProcedure
    .input(z.object({ familyId: z.uuid() }))
    .mutation(({ ctx, input }) => revokeSessionHandler(ctx, input.familyId)),

  /** The signed-in user: every session but the one calling. */
  revokeOtherSessions: authedProcedure.mutation(({ ctx }) => revokeOtherSessionsHandler(ctx)),

  /** The signed-in user. */
  me: authedProcedure.query(async ({ ctx }) => {
    const user = await findUserById(ctx.db, ctx.auth.userId);
    if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'auth:auth_session_missing' });
    return publicUser(user);
  }),
});
