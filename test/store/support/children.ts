import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const REGISTER = join(__dirname, 'register-ts.js');

/** Starts `script` (TypeScript, in this folder) in a separate Node process with an IPC channel. */
export function startChild(script: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return fork(join(__dirname, script), [...args], { execArgv: ['-r', REGISTER], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** Resolves with the first message matching `accept`; rejects if the child reports an error or exits first. */
export function nextMessage<T>(child: ChildProcess, accept: (message: Record<string, unknown>) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>): void => {
      if (typeof message.error === 'string') {
        cleanup();
        reject(new Error(`child failed: ${message.error}`));
      } else if (accept(message)) {
        cleanup();
        resolve(message as T);
      }
    };
    const onExit = (code: number | null, signal: string | null): void => {
      cleanup();
      reject(new Error(`child exited (code ${String(code)}, signal ${String(signal)}) before the expected message`));
    };
    const cleanup = (): void => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** Kills a child with `signal` and waits until it is gone. */
export function kill(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
