/** Small readers over synthesized templates, for the infrastructure assertions. */
import type { Template } from 'aws-cdk-lib/assertions';

export interface Resource {
  Type: string;
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  Metadata?: Record<string, unknown>;
}

/** Resources of one type, by logical id. */
export function resourcesOfType(template: Template, type: string): Record<string, Resource> {
  const all = template.toJSON().Resources as Record<string, Resource>;
  return Object.fromEntries(Object.entries(all).filter(([, r]) => r.Type === type));
}

/** Resources of one type across templates. */
export function allOfType(templates: readonly { template: Template }[], type: string): Resource[] {
  return templates.flatMap(({ template }) => Object.values(resourcesOfType(template, type)));
}

/** The logical id a `{ Ref }` or `{ Fn::GetAtt: [id, attr] }` points at. */
export function refTarget(value: unknown): string | undefined {
  if (value && typeof value === 'object') {
    const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
    return v.Ref ?? v['Fn::GetAtt']?.[0];
  }
  return undefined;
}

/** The output name behind a cross-stack (weak) reference: `Fn::GetStackOutput`'s `OutputName`. */
export function stackOutputOf(value: unknown): string | undefined {
  return JSON.stringify(value).match(/"OutputName":"([^"]+)"/)?.[1];
}
