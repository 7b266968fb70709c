// Small process helpers shared by the project scripts.
import { spawn, spawnSync } from 'node:child_process';

/** Runs a command with inherited output; exits this process with its code when it fails. */
export function runOrExit(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** Starts a long-running child and forwards SIGINT/SIGTERM to it. */
export function startForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

/** Runs a command with its output (stdout and stderr, interleaved) kept rather than shown; resolves with its exit status and output. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ status: code ?? (signal ? 1 : 0), output }));
  });
}
