/**
 * The failed tests of a run, named in the summary at the end of `npm test`: CI keeps only the
 * tail of a long output, and a count alone ("1 failed") does not say which test to look at.
 */

interface VitestAssertion {
  status?: string;
  fullName?: string;
  failureMessages?: string[];
}
interface VitestFile {
  name?: string;
  status?: string;
  message?: string;
  assertionResults?: VitestAssertion[];
}
export interface VitestReport {
  testResults?: VitestFile[];
}

/** The first non-empty line of an error message, shortened: enough to recognise it. */
export function firstLine(message: string | undefined, max = 160): string {
  const line = (message ?? '').split('\n').find((l) => l.trim()) ?? '';
  const trimmed = line.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

/**
 * `file › test name: first line of the error` for each failed test of a Vitest JSON report, and
 * `file: message` for a file that failed without a failed test (it did not load, a hook threw).
 */
export function vitestFailures(report: VitestReport, root: string): string[] {
  const relative = (name: string | undefined) =>
    (name ?? '').startsWith(`${root}/`) ? (name ?? '').slice(root.length + 1) : (name ?? '');
  return (report.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (failed.length === 0) {
      return file.status === 'failed' ? [`${relative(file.name)}: ${firstLine(file.message)}`] : [];
    }
    return failed.map(
      (a) => `${relative(file.name)} › ${a.fullName ?? ''}: ${firstLine(a.failureMessages?.[0])}`,
    );
  });
}
