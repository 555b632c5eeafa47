import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite our own rules: a heading of docs/product-rules.md, or a file of docs/decisions/. A
 * citation of a document that is not in the repository (a numbered section of a brief, a tracker's
 * ticket, a standard's section number) leads a reader nowhere, so none may come back.
 *
 * The patterns are built from pieces, the section sign by its code point: this file is among the
 * files checked, and written out whole they would be offences of their own.
 */
const SECTION_SIGN = String.fromCharCode(0xa7);
const OUTSIDE_REFERENCES: ReadonlyArray<[string, RegExp]> = [
  ['a section sign', new RegExp(SECTION_SIGN)],
  ['a numbered ticket', new RegExp(`\\b${'iss'}ue #?\\d+`, 'i')],
  ['a part of the first brief', new RegExp(`\\b${'spec'} ${'part'}\\b`, 'i')],
  ['a document kept outside the repository', new RegExp(`\\b(?:${'ARCHI'}TECTURE|${'CONVEN'}TIONS)\\b`)],
];

/** Why a line cites an outside document, or null when it does not. */
function outsideReference(line: string): string | null {
  return OUTSIDE_REFERENCES.find(([, pattern]) => pattern.test(line))?.[0] ?? null;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(?:ts|tsx|mjs|js|css)$/;
const GENERATED = /(?:^|\/)(?:migrations|dist|node_modules)\//;

function trackedSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', 'apps', 'packages', 'e2e', 'tools', 'bench'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  // A tracked file deleted in the working tree has nothing left to check.
  return listed.split('\0').filter((file) => SOURCE.test(file) && !GENERATED.test(file) && existsSync(`${ROOT}${file}`));
}

describe('references in the source', () => {
  it('cite only what is in the repository: no section numbers, ticket numbers or outside documents', () => {
    const files = trackedSources();
    expect(files.length).toBeGreaterThan(100);
    const offences = files.flatMap((file) =>
      readFileSync(`${ROOT}${file}`, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const why = outsideReference(line);
          return why ? [`${file}:${index + 1} (${why}): ${line.trim()}`] : [];
        }),
    );
    expect(offences).toEqual([]);
  });

  it('refuses an outside citation and accepts our own, and code that merely says issue', () => {
    const outside = [
      `/** The unread count as the badges show it (${'spec'} ${'part'} 1 ${SECTION_SIGN}9). */`,
      `// Observer mode (${'ARCHI'}TECTURE ${SECTION_SIGN}4) is read-only.`,
      `/** Departs from RFC 6749 ${SECTION_SIGN}5.1. */`,
      ` * ${'Iss'}ue 13: the landing scene as a visitor meets it.`,
      `// See ${'iss'}ue #14.`,
      `/** As the ${'Spec'} ${'Part'} 2 says. */`,
      `/** Typed like HTTP (${'CONVEN'}TIONS). */`,
    ];
    for (const line of outside) expect(outsideReference(line), line).not.toBeNull();
    expect(outsideReference(outside[0]!)).toBe('a section sign');
    expect(outsideReference(outside[3]!)).toBe('a numbered ticket');
    expect(outsideReference(outside[5]!)).toBe('a part of the first brief');
    expect(outsideReference(outside[6]!)).toBe('a document kept outside the repository');

    const ours = [
      '/** The unread count as the badges show it: 9+ above 9 (docs/product-rules.md "Notifications"). */',
      '/** Solana mainnet as Sign-In-With-Solana writes it (docs/decisions/006-wallet-sign-in-with-solana.md). */',
      "/** OpenID 2.0's key-value form, as check_authentication answers. */",
      "  z.string({ error: (issue) => (issue.input === undefined ? requiredMessage : 'Expected text') });",
      "      'an issue time ahead of the clock',",
      'const ARCHITECTURE_NOTES = docs.architecture;',
      "it('gives the specification part of the answer', () => {});",
    ];
    for (const line of ours) expect(outsideReference(line), line).toBeNull();
  });
});
