/** What each scenario must be answered with; kept apart from bench/scenarios.ts so the measuring child loads nothing else. */

/**
 * True when `status` is what the function's scenario is meant to get: a 2xx. Every scenario
 * takes its route's successful path (the partner callback's included: its scenario gives the
 * payment the lookup a submission to the partner writes), so any other status is a failed scenario.
 */
export function scenarioSucceeded(_functionId: string, status: number): boolean {
  return status >= 200 && status <= 299;
}
