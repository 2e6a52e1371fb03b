/**
 * Flaky tests: passed only on a retry. The suite counts them apart from passes and runs each
 * flaky test once more at the end of the e2e step; a test that needs its retry (or fails) again
 * was flaky twice in a row, and fails the run: it is broken, not unlucky. (The memory stays
 * within one run: CI starts from a clean clone and keeps nothing between runs.)
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

/** A test of the report: its spec file (relative to the test folder) and its title. */
export interface ReportedTest {
  file: string;
  title: string;
}

export const testLabel = (test: ReportedTest) => `${test.file} › ${test.title}`;

/**
 * The tests of a Playwright JSON report with one of `statuses` (`flaky`: passed on a retry;
 * `unexpected`: failed), nested suites included, each once.
 */
export function testsWithStatus(
  report: { suites?: PlaywrightReportSuite[] },
  statuses: readonly string[],
): ReportedTest[] {
  const found = new Map<string, ReportedTest>();
  const walk = (suite: PlaywrightReportSuite) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => statuses.includes(t.status ?? ''))) {
        const test = { file: spec.file ?? suite.file ?? '', title: spec.title ?? '' };
        found.set(testLabel(test), test);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...found.values()].sort((a, b) => testLabel(a).localeCompare(testLabel(b)));
}

/** Tests flaky in the first run that were flaky or failed again when run once more. */
export function flakyTwiceInARow(
  first: readonly ReportedTest[],
  again: readonly ReportedTest[],
): ReportedTest[] {
  const labels = new Set(again.map(testLabel));
  return first.filter((test) => labels.has(testLabel(test)));
}

/** Playwright arguments that run exactly these tests once more (without project dependencies). */
export function rerunArguments(tests: readonly ReportedTest[], testDir: string): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const files = [...new Set(tests.map((t) => `${testDir}/${t.file}`))];
  const titles = [...new Set(tests.map((t) => escape(t.title)))];
  return ['--no-deps', '--grep', titles.join('|'), ...files];
}
