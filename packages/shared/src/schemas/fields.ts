import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_STRING_LENGTH } from '../constants.js';
import { PASSWORD_MESSAGES, validatePassword } from '../validation/password.js';
import { EMAIL_MESSAGES, normalizeEmail, validateEmail, type EmailScreen } from '../validation/email.js';
import { isProjectPagePath } from '../validation/projects.js';
import { USERNAME_MESSAGES, validateUsername, type UsernameRuleSet } from '../validation/username.js';

/** A string field checked by one of the shared validators, so the server answers with the text the page shows. */
function ruled(requiredMessage: string, max: number, validate: (value: string) => string | null) {
  return zRequiredString(requiredMessage)
    .max(max)
    .superRefine((value, ctx) => {
      const message = validate(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** A missing field answers with its "is required" text instead of a type error. */
const zRequiredString = (requiredMessage: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : 'Expected text') });

export const zRequiredText = (message: string, max = MAX_STRING_LENGTH) => zRequiredString(message).min(1, message).max(max);
export const zEmail = (screen: EmailScreen) =>
  ruled(EMAIL_MESSAGES.required, MAX_EMAIL_LENGTH + 2, (v) => validateEmail(v, screen)).transform(normalizeEmail);
export const zNewPassword = () => ruled(PASSWORD_MESSAGES.required, 128, validatePassword);
export const zUsername = (ruleSet: UsernameRuleSet) =>
  ruled(USERNAME_MESSAGES.required, 64, (v) => validateUsername(v, ruleSet)).transform((v) => v.trim());
export const zOpaqueToken = () => zRequiredText('Token is required', 2048);
/** The project page a sign-up began on, carried in its verification mail's link to come back to from any device. */
/** A colour as a page paints it: #rrggbb, either case. */
export const zHexColor = (message: string) => z.string().regex(/^#[0-9a-f]{6}$/i, message);
export const zReturnPath = () => z.string().max(60).refine(isProjectPagePath, 'Return path must be a project’s page');
