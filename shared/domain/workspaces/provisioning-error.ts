/**
 * Why an operator use case refused, apart from its message, so the operator CLI can give each a
 * distinct exit code. In a module of its own, free of configuration: the CLI imports it before it
 * has set the environment the provisioning modules read at import.
 */
export type ProvisioningFailure = 'not_found' | 'conflict';

export class ProvisioningError extends Error {
  readonly reason: ProvisioningFailure;

  constructor(reason: ProvisioningFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}
