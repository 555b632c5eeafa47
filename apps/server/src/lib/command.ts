import type { DestinationStream } from 'pino';

/** Where a command reads its settings and writes its words: the process's own, or, in its tests, a test's. */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** A command-line entry: its arguments and surroundings in, its exit code out. */
export type Command = (args: string[], io: CommandIo) => Promise<number>;

/**
 * Runs a command to its exit code. A failure prints its message alone: every refusal (a running server, a
 * damaged file, an unknown account) says what to do in words, and a stack trace would bury that.
 */
export async function runCommand(command: Command, args: string[], io: CommandIo): Promise<number> {
  try {
    return await command(args, io);
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

/** A command's log, written with its other words to its error stream (its output is for the person). */
export const logTo = (io: CommandIo): DestinationStream => ({ write: (line: string) => io.err(line) });

/** The command as a process of its own: this process's arguments, settings and streams, then its exit code. */
export function runAsProcess(command: Command): void {
  // What a command writes (a backup holds every account; DATA_DIR, the secrets) is readable by its owner only.
  process.umask(0o077);
  const io: CommandIo = {
    env: process.env,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  };
  void runCommand(command, process.argv.slice(2), io).then((code) => process.exit(code));
}
