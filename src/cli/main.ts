#!/usr/bin/env node
/**
 * The `tcm` command: the analysis engine from the shell.
 *   npm run -s tcm -- tongue IMAGE... [--mask-dir DIR] [--overlay-dir DIR]
 *   npm run -s tcm -- differentiate FILE|-
 *   npm run -s tcm -- analyse IMAGE [--answers FILE] [--full]
 */
const USAGE = `usage: tcm tongue IMAGE... [--mask-dir DIR] [--overlay-dir DIR]
       tcm differentiate FILE|-
       tcm analyse IMAGE [--answers FILE] [--full]`;

const [command, ...rest] = process.argv.slice(2);

async function main(): Promise<number> {
  switch (command) {
    case 'tongue': {
      const { runTongueCommand } = await import('./tongue.ts');
      return runTongueCommand(rest);
    }
    case 'differentiate': {
      const { runDifferentiateCommand } = await import('./differentiate.ts');
      return runDifferentiateCommand(rest);
    }
    case 'analyse':
    case 'analyze': {
      const { runAnalyseCommand } = await import('./analyse.ts');
      return runAnalyseCommand(rest);
    }
    default:
      process.stderr.write(`${command ? `unknown command '${command}'\n` : ''}${USAGE}\n`);
      return 2;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`tcm: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
