import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fromSource } from '../../../tools/arcana-process.js';
import { runCommand, type Command } from '../src/lib/command.js';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

const root = join(import.meta.dirname, '..', '..', '..');

/** The settings of a command on the embedded database in `dataDir`, as `npm start` would open it. */
export const onDataDir = (dataDir: string, logLevel = 'silent') => ({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: logLevel });

/**
 * A command run as a person runs it: a Node process of its own (`script` from the repository's root),
 * with these settings over the test's. Seconds each on a busy machine, so each command's tests run one
 * this way, to prove its wiring (arguments, settings, streams, exit code), and the rest in the test's
 * process (`inTestProcess`).
 */
export async function asProcess(script: string, args: string[], settings: Record<string, string>): Promise<CommandResult> {
  const env = { ...process.env, ...settings };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...fromSource(script), ...args], { cwd: root, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CommandResult;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The same command in the test's process, through the runner its process uses (lib/command.ts). */
export async function inTestProcess(command: Command, args: string[], settings: Record<string, string>): Promise<CommandResult> {
  const written = { stdout: '', stderr: '' };
  const code = await runCommand(command, args, {
    env: { ...process.env, ...settings },
    out: (text) => void (written.stdout += text),
    err: (text) => void (written.stderr += text),
  });
  return { code, ...written };
}
