// Servers under test run as processes of their own, their output in a log file (as a deployment would write it).
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

export async function waitForOk(url, child, name, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Starts `command`, writing its output to `logFile`; resolves once `readyUrl` answers 2xx. */
export async function startServer({ name, command, args, cwd, env, logFile, readyUrl }) {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  try {
    await waitForOk(readyUrl, child, name);
  } catch (error) {
    await stop();
    throw new Error(`${error.message} (its log: ${logFile})`, { cause: error });
  }
  return { child, stop };
}
