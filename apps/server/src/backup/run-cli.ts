/**
 * Runs a command-line entry and exits with its code. A failure prints its message alone: every refusal
 * (a running server, a damaged file) says what to do in words, and a stack trace would bury that.
 */
export function runCli(main: (args: string[]) => Promise<number>): void {
  // A backup holds every account: what these commands write is readable by its owner only, like DATA_DIR.
  process.umask(0o077);
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

export const formatMegabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
