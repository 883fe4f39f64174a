/** What each scenario must be answered with; kept apart from bench/scenarios.ts so the measuring child loads nothing else. */

/**
 * Scenarios that cannot be answered with a 2xx on the bench's stack, and the status they must get
 * instead: the bench runs the mock network, whose payments the partner cannot name, so a signed
 * callback measures the signature check and the lookup and is answered 404. Any other status is
 * still a failed scenario.
 */
const EXPECTED_STATUS: Readonly<Record<string, number>> = { receivePartnerEvent: 404 };

/** True when `status` is what the function's scenario is meant to get (a 2xx unless listed above). */
export function scenarioSucceeded(functionId: string, status: number): boolean {
  const expected = EXPECTED_STATUS[functionId];
  return expected === undefined ? status >= 200 && status <= 299 : status === expected;
}
