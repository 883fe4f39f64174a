/**
 * Conformance of webhook deliveries: what a receiver gets must match the document's
 * `webhooks.event` entry (each header's schema, the body's schema, JSON), checked with the same
 * Ajv validator as the API's responses.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { OpenApiDocument, Parameter } from '#shared/openapi/types.ts';
import { createValidator } from './validator.ts';

/** A checker of deliveries for one document. */
export function createDeliveryChecker(document: OpenApiDocument) {
  const validate = createValidator(document);
  const post = document.webhooks.event?.post;
  if (!post?.requestBody) throw new Error('The document describes no webhook delivery');
  const base = '/webhooks/event/post';

  return (headers: IncomingHttpHeaders, rawBody: string): string[] => {
    const problems: string[] = [];
    (post.parameters as Parameter[]).forEach((parameter, i) => {
      const value = headers[parameter.name.toLowerCase()];
      if (value === undefined) {
        if (parameter.required) problems.push(`header ${parameter.name} is missing`);
        return;
      }
      problems.push(...validate(`${base}/parameters/${i}/schema`, value).map((e) => `header ${parameter.name}: ${e}`));
    });
    if (headers['content-type']?.split(';')[0] !== 'application/json')
      problems.push(`content-type ${headers['content-type']} is not application/json`);
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return [...problems, 'the body is not JSON'];
    }
    problems.push(...validate(`${base}/requestBody/content/application~1json/schema`, body).map((e) => `body ${e}`));
    return problems;
  };
}
