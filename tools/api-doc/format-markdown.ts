import { format, resolveConfig } from 'prettier';

/**
 * Formats the reference as `prettier --check .` expects it, with the repo's settings for that file (the
 * TypeScript in its code blocks included), so the generated file and the formatter never disagree.
 */
export async function formatMarkdown(markdown: string, filePath: string): Promise<string> {
  const options = await resolveConfig(filePath);
  return format(markdown, { ...options, filepath: filePath });
}
