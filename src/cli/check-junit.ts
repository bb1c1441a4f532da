/**
 * `mode12h check --junit FILE`: JUnit XML, as CI servers read it — a test suite per replay, a test
 * case per shot (name = the shot, classname = the replay, file and line = where the replay takes
 * it), and a test case per stale golden.
 */
import { isFailure, type ReplayResult, type StaleGolden } from './check-core.ts';

const xml = (s: string): string =>
  s.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function junitXml(results: readonly ReplayResult[], stale: readonly StaleGolden[]): string {
  const lines: string[] = [];
  let tests = 0, failures = 0;
  const suites: string[] = [];
  for (const r of results) {
    const cases = r.shots.map((s) => {
      const attrs = `classname="${xml(r.replay)}" name="${xml(s.shot || '(replay)')}" file="${xml(r.replayPath)}"${s.line ? ` line="${s.line}"` : ''}`;
      if (!isFailure(s.status)) return `    <testcase ${attrs}/>`;
      const type = s.status === 'missing' ? 'missing-golden' : s.status === 'error' ? 'replay-error' : 'pixels-differ';
      return `    <testcase ${attrs}>\n      <failure type="${type}" message="${xml(s.message)}">${xml(`${s.golden || r.replayPath}\n${s.message}`)}</failure>\n    </testcase>`;
    });
    const f = r.shots.filter((s) => isFailure(s.status)).length;
    tests += r.shots.length;
    failures += f;
    suites.push(
      `  <testsuite name="${xml(r.replay)}" tests="${r.shots.length}" failures="${f}" errors="0" time="${(r.wallMs / 1000).toFixed(3)}" file="${xml(r.replayPath)}">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  if (stale.length) {
    const cases = stale.map(
      (s) => `    <testcase classname="stale-goldens" name="${xml(s.path)}">\n      <failure type="stale-golden" message="no shot makes ${xml(s.path)}"/>\n    </testcase>`,
    );
    tests += stale.length;
    failures += stale.length;
    suites.push(`  <testsuite name="stale-goldens" tests="${stale.length}" failures="${stale.length}" errors="0">\n${cases.join('\n')}\n  </testsuite>`);
  }
  lines.push('<?xml version="1.0" encoding="UTF-8"?>');
  lines.push(`<testsuites name="mode12h check" tests="${tests}" failures="${failures}" errors="0">`);
  lines.push(...suites);
  lines.push('</testsuites>');
  return lines.join('\n') + '\n';
}
