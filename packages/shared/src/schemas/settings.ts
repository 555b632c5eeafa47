import { z } from 'zod';
import { zUsername } from './fields.js';
import { ZUser } from './user.js';

export const ZUpdateProfileBody = z
  .object({ username: zUsername('settings').optional() })
  .refine((body) => body.username !== undefined, { message: 'Nothing to update' });
export type TUpdateProfileBody = z.infer<typeof ZUpdateProfileBody>;

export const ZUserResponse = z.object({ user: ZUser, message: z.string() });
export type TUserResponse = z.infer<typeof ZUserResponse>;
