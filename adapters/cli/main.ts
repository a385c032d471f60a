#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { isClinvalError } from '../../lib/errors';
import { engineVersion } from '../../lib/version';
import { registerEvalClaims } from './eval-claims';
import { registerEvalNegex } from './eval-negex';

/**
 * The `clinval` command line: a thin adapter over the library. Each subcommand lives in its own
 * module and registers itself on its parent (`registerEvalNegex(evalCommand, io)`), so adding
 * `eval claims` or `batch` is one import and one call in {@link createProgram}.
 */

/** Everything a command touches outside the library, injected so tests run without a process. */
export interface CliIo {
  /** Writes one line (a newline is added) to standard output. */
  out(line: string): void;
  /** Writes one line (a newline is added) to standard error. */
  err(line: string): void;
  /** Reads a UTF-8 file. */
  readFile(path: string): string;
}

/** The real process streams and file system. */
export function processIo(): CliIo {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    readFile: (path) => readFileSync(path, 'utf8'),
  };
}

/** Builds the command tree. Commander errors are thrown (not `process.exit`) so {@link main} decides the exit code. */
export function createProgram(io: CliIo = processIo()): Command {
  const program = new Command('clinval')
    .description('Clinical validation of claim diagnoses against discharge summaries, with offset-exact evidence.')
    .version(engineVersion)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s.replace(/\n$/, '')),
      writeErr: (s) => io.err(s.replace(/\n$/, '')),
    })
    .showHelpAfterError();

  const evaluate = program
    .command('eval')
    .description('Score clinval against a reference corpus.')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s.replace(/\n$/, '')),
      writeErr: (s) => io.err(s.replace(/\n$/, '')),
    });
  registerEvalNegex(evaluate, io);
  registerEvalClaims(evaluate, io);
  return program;
}

/**
 * Runs the CLI and returns the exit code: 0 on success, 2 for bad input (a clinval error names
 * what to fix), 1 for anything unexpected. Never prints a stack trace for input errors.
 */
export async function main(argv: readonly string[] = process.argv, io: CliIo = processIo()): Promise<number> {
  const program = createProgram(io);
  try {
    await program.parseAsync([...argv]);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version are "errors" that carry exit code 0; usage errors were already printed.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (isClinvalError(error)) {
      io.err(`clinval: ${error.message} [${error.code}]`);
      return 2;
    }
    if (isFileError(error)) {
      io.err(`clinval: cannot read ${JSON.stringify(error.path)}: ${error.code}`);
      return 2;
    }
    io.err(`clinval: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}

function isFileError(error: unknown): error is Error & { code: string; path: string } {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string' && typeof (error as { path?: unknown }).path === 'string';
}

if (require.main === module) {
  // `clinval eval ... | head` closes the pipe early: that is the reader's choice, not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  void main().then((code) => {
    process.exitCode = code;
  });
}
