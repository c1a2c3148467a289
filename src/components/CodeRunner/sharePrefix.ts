/** The URL fragment of a shared script starts `#code-runner=` (see src/lib/sandbox/share.ts). */
export const codeRunnerSharePrefix = 'code-runner';
