/** Small process helpers shared by the test and Storybook scripts. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command, streaming its output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/**
 * Runs a command with its output (stdout and stderr, in order) kept, not
 * shown; resolves with its exit code and that output. For commands that run
 * beside another whose output streams, so the lines of the two never mix.
 */
export function capture(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n` }));
  });
}

/** Starts a long-running process; returns a function that stops it. */
export function start(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'ignore', detached: true, ...options, env: { ...process.env, ...options.env } });
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
}

/** Polls a URL until it answers or the time runs out. */
export async function waitForUrl(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
