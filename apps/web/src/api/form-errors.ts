import type { z } from 'zod';
import { errorField, extractErrorText } from './error-text';

/** A form's errors by field path (`links.twitch`, `power.1`), as Mantine's form takes them. */
export type FieldErrors = Record<string, string>;

/** What the contract's schema says is wrong with the values: the first message for each field. */
export function schemaErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * A refusal shown where it belongs (docs/product-rules.md "Errors and bad input"): on the field the
 * server names when the form has an input for it, else returned for the form's alert. `fields` are
 * the form's input paths.
 */
export function placeRefusal(
  form: { setFieldError: (path: string, error: string) => void },
  failure: unknown,
  fields: readonly string[],
): string | null {
  const text = extractErrorText(failure);
  const field = errorField(failure);
  // The field itself, the input holding it (`power` for `power.1`), or the first input within it.
  const owner =
    field && (fields.find((name) => field === name || field.startsWith(`${name}.`)) ?? fields.find((name) => name.startsWith(`${field}.`)));
  if (!owner) return text;
  form.setFieldError(owner, text);
  return null;
}
