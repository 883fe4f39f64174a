/**
 * The size every function is deployed with. `ApiFunction` applies it and the bench's cost model
 * reads it (Lambda bills GB-seconds at the configured memory, priced by architecture), so the
 * modelled cost follows the deployed configuration. No aws-cdk-lib import, to keep the bench light.
 */
export const FUNCTION_MEMORY_MB = 1024;

/** Graviton: cheaper per GB-second than x86_64 on Lambda's price list. */
export const FUNCTION_ARCHITECTURE = 'arm64';
