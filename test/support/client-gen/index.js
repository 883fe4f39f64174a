// Re-exported from here so that openapi-typescript resolves the TypeScript 5 installed beside it.
export { default, astToString } from 'openapi-typescript';
