import { z } from 'zod';
import { PractitionerSchema, UserSchema, type Practitioner, type User } from '../../../contract/auth.ts';
import type { AnswerSchema } from '../../lib/api.ts';
import type { AccountKind } from './account-kind.ts';

/**
 * How the pages opened from mailed links read the account a sign-in answers (issue 11 §5). Not
 * in account-kind.ts, which the first pages load without zod.
 */
export function accountAnswer(kind: AccountKind): AnswerSchema<User | Practitioner> {
  return kind === 'user' ? UserSchema : PractitionerSchema;
}

/** The answer of a confirmed email change: the new address. */
export const ChangedEmailAnswer = z.object({ email: z.string() });
