import { format, resolveConfig } from 'prettier';

/**
 * Formats a generated file (the reference, the client's types) as `prettier --check .` expects it,
 * with the repo's settings for that file, so the generator and the formatter never disagree.
 */
export async function formatGenerated(text: string, filePath: string): Promise<string> {
  const options = await resolveConfig(filePath);
  return format(text, { ...options, filepath: filePath });
}
