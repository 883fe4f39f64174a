/** Generates the @hey-api/openapi-ts client (types, SDK functions, fetch client) of `input` into `output`. */
export function generateHeyApiClient(input: string | object, output: string): Promise<void>;
