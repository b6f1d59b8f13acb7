// One of the server's commands (`src/server/cli/*.ts`) run as its own process, as an operator
// runs it: its exit code and what it printed, with the standard input given (none by default).
import { spawn } from 'node:child_process';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(name: string, args: string[], env: NodeJS.ProcessEnv, input: string | null = null) {
  return new Promise<CliRun>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${name}.ts`, ...args], {
      env,
      stdio: [input === null ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (input !== null) child.stdin?.end(input);
  });
}
