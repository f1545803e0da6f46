import { z } from 'zod';
import { PASSWORD_MAX, accountPassword } from './auth.ts';
import { ACCOUNT_DATA_MESSAGES } from './messages.ts';

export { ACCOUNT_DATA_MESSAGES };

/*
 * The user's rights over their own data (issue 10 §6): change the password, sign out
 * everywhere, export everything, delete a check-in, a session, a patient or the whole account.
 */

/** The word a person types to confirm that an account is to be deleted for good. */
export const DELETE_CONFIRMATION = 'DELETE';

/** PUT /api/auth/password and /api/practitioners/password: other sessions end, this one stays. */
export const PasswordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_DATA_MESSAGES.currentPassword })
      .min(1, ACCOUNT_DATA_MESSAGES.currentPassword)
      .max(PASSWORD_MAX),
    newPassword: accountPassword,
  })
  .refine((v) => v.currentPassword !== v.newPassword, { message: ACCOUNT_DATA_MESSAGES.samePassword, path: ['newPassword'] });
export type PasswordChangeInput = z.infer<typeof PasswordChangeSchema>;

/**
 * DELETE /api/tongue-analysis/{id}?unfinished=true: delete the check-in only while no
 * recommendation was made from it (a check-in given up part-way); a finished one is a 409, so a
 * client unsure whether its last call reached the server never deletes a finished check-in.
 */
export const CheckInDeleteQuerySchema = z.object({ unfinished: z.enum(['true', 'false']).optional() });

/** DELETE of an account: the body must carry the typed confirmation. */
export const AccountDeleteSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: ACCOUNT_DATA_MESSAGES.confirm }),
});

/** What a data export holds, written into it as export.json beside photos/. */
export const EXPORT_FORMAT_VERSION = 1;
