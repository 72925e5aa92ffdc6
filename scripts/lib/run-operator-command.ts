import { DomainError } from '../../src/shared-kernel/errors.js';
import { UsageError } from './ops-args.js';

/**
 * Runs an operator command and exits: its output on stdout (exit 0); a usage mistake with the usage (exit 2);
 * a refused change (a DomainError: its message and each problem) or any other failure on stderr (exit 1).
 */
export async function runOperatorCommand(usage: string, work: () => Promise<string>): Promise<never> {
  process.removeAllListeners('SIGINT');
  try {
    console.log(await work());
    process.exit(0);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${usage}`);
      process.exit(2);
    }
    if (err instanceof DomainError) {
      console.error(err.details?.length ? `${err.message.split(':')[0]}:\n${err.details.map((d) => `  - ${d.field}: ${d.message}`).join('\n')}` : err.message);
      process.exit(1);
    }
    console.error(`Failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
