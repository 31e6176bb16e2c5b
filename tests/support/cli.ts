import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** `services/cli/<script>.ts` as `npm run` starts it, with `env` on top of this process's environment; never throws. */
export async function runCli(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", `services/cli/${script}.ts`, ...args], {
      env: { ...process.env, NODE_ENV: "production", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
