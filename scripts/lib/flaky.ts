import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Flaky tests: passed only on a retry. The suite counts them apart from passes, remembers the
 * last full run's in a committed file (CI starts from a clean clone, so the memory travels with
 * the repository), and fails when a test was flaky in this run and the one before: a test that
 * keeps needing its retry is broken, not unlucky.
 */

interface ReportTest {
  status?: string;
}
interface ReportSpec {
  title?: string;
  file?: string;
  tests?: ReportTest[];
}
export interface PlaywrightReportSuite {
  title?: string;
  file?: string;
  specs?: ReportSpec[];
  suites?: PlaywrightReportSuite[];
}

/** "file › title" of every test whose outcome was `flaky` in a Playwright JSON report. */
export function flakyTests(report: { suites?: PlaywrightReportSuite[] }): string[] {
  const found: string[] = [];
  const walk = (suite: PlaywrightReportSuite) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === 'flaky')) {
        found.push(`${spec.file ?? suite.file ?? ''} › ${spec.title ?? ''}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...new Set(found)].sort();
}

/** Tests flaky now that were flaky in the previous run too. */
export function flakyTwiceInARow(
  previous: readonly string[],
  current: readonly string[],
): string[] {
  const before = new Set(previous);
  return current.filter((title) => before.has(title));
}

export interface FlakyHistory {
  /** The flaky tests of the last full e2e run (newest run only). */
  lastRun: string[];
}

export function readFlakyHistory(file: string): FlakyHistory {
  if (!existsSync(file)) return { lastRun: [] };
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<FlakyHistory>;
    return { lastRun: Array.isArray(parsed.lastRun) ? parsed.lastRun.map(String) : [] };
  } catch {
    return { lastRun: [] };
  }
}

export function writeFlakyHistory(file: string, history: FlakyHistory): void {
  writeFileSync(file, `${JSON.stringify(history, null, 2)}\n`);
}
