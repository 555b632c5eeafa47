import { GENERATE_COMMAND } from './render-api-doc';

/** The reference's path from the repo root, as messages name it. */
export const API_DOC_PATH = 'docs/http-api.md';

/** A text's lines, its final newline ending the last one rather than starting an empty one. */
const linesOf = (text: string) => (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');

/** "line 12: expected … found …", the first line where the committed file parts from the generated one. */
function firstDifference(committed: string, generated: string): string {
  const want = linesOf(generated);
  const have = linesOf(committed);
  const index = want.findIndex((line, i) => line !== have[i]);
  if (index === -1 && want.length === have.length) return 'the final newline differs';
  const at = index === -1 ? want.length : index;
  const shown = (line: string | undefined) => (line === undefined ? 'the end of the file' : JSON.stringify(line));
  return `line ${at + 1}: expected ${shown(want[at])}, found ${shown(have[at])}`;
}

/**
 * Undefined when the committed file (the reference, or another the command writes) is what the
 * generator writes; else the message to show, which names the command that brings it up to date.
 * `committed` is undefined when there is no file.
 */
export function findStaleness(committed: string | undefined, generated: string, path: string = API_DOC_PATH): string | undefined {
  if (committed === generated) return undefined;
  const detail = committed === undefined ? `${path} does not exist` : firstDifference(committed, generated);
  return `${path} is stale: run ${GENERATE_COMMAND} (${detail})`;
}
