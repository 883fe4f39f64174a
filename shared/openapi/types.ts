/** The parts of OpenAPI 3.1 this generator writes (a deliberately small subset, typed loosely). */

/** A JSON Schema (2020-12 dialect, OpenAPI 3.1's default). */
export type JsonSchema = Record<string, unknown>;

export interface MediaType {
  schema: JsonSchema;
  examples?: Record<string, { summary?: string; description?: string; value: unknown }>;
}

export interface Header {
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Response {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
  /** On a create's 201: the operations a caller goes on to with what it made (links.ts). */
  links?: Record<string, { operationId: string; description: string; parameters?: Record<string, string> }>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
  'x-beta'?: boolean;
  /** Samples the reference shows beside the operation (shared/openapi/code-samples.ts). */
  'x-codeSamples'?: Array<{ lang: string; label: string; source: string }>;
}

export type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: Array<{ url: string; description?: string }>;
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string; description: string; 'x-displayName': string }>;
  paths: Record<string, PathItem>;
  webhooks: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
    responses?: Record<string, Response>;
    securitySchemes: Record<string, Record<string, string>>;
  };
  /** Responses to requests that match no operation (API Gateway's `$default` route). */
  'x-unmatched-requests': { description: string; responses: Record<string, Response> };
  [extension: `x-${string}`]: unknown;
}
