import { z } from 'zod';
import { IsoDateTimeSchema } from './api.js';
import { PlanIdSchema } from './subscription.js';

/** The signed-in user (spec §3 User). */
export const UserSchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  name: z.string(),
  organization: z.string().nullable(),
  plan: PlanIdSchema,
});
/** User. */
export type User = z.infer<typeof UserSchema>;

/** A row of the users profile table (spec §3): organization '' when none. */
export const UserProfileSchema = z.object({
  auth_user_id: z.string().min(1),
  id: z.string().min(1),
  email: z.email(),
  name: z.string(),
  organization: z.string().default(''),
  plan: PlanIdSchema,
  plan_expires_at: IsoDateTimeSchema.nullable(),
  email_verified: z.boolean(),
  is_active: z.boolean(),
  updated_at: IsoDateTimeSchema,
});
/** User profile row. */
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** An auth session: the user and the bearer access token. */
export const AuthSessionSchema = z.object({
  user: UserSchema,
  access_token: z.string().min(1),
});
/** Auth session. */
export type AuthSession = z.infer<typeof AuthSessionSchema>;
