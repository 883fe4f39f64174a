/** Types of each operation's input and answer, derived from the document's types (generated/openapi.ts). */
import type { operations } from './generated/openapi.ts';
import type { OPERATIONS } from './generated/operations.ts';

export type OperationId = keyof typeof OPERATIONS;
type Op<K extends OperationId> = operations[K];

/** The operation's path parameters (`{ walletId: string }`), or undefined when it has none. */
export type PathParams<K extends OperationId> = Op<K>['parameters'] extends { path: infer P } ? P : undefined;
/** Its query parameters, less `environment` (a client or call option). */
export type QueryParams<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q }
  ? Omit<NonNullable<Q>, 'environment'>
  : never;
/** Its JSON body, or never when it takes none. */
export type Body<K extends OperationId> = [NonNullable<Op<K>['requestBody']>] extends [never]
  ? never
  : NonNullable<Op<K>['requestBody']> extends { content: { 'application/json': infer B } }
    ? B
    : never;

/** What a method takes: `path`, `query` and `body`, each present only when the operation has it (`body` optional where the document says so). */
export type Input<K extends OperationId> = (PathParams<K> extends undefined ? unknown : { path: PathParams<K> }) &
  ([QueryParams<K>] extends [never] ? unknown : { query?: QueryParams<K> }) &
  ([Body<K>] extends [never] ? unknown : undefined extends Op<K>['requestBody'] ? { body?: Body<K> } : { body: Body<K> });

/** The `data` of each success status, joined (a create's 201 and its dry run's 200). */
export type Data<K extends OperationId> = {
  [S in keyof Op<K>['responses']]: S extends 200 | 201 | 202
    ? Op<K>['responses'][S] extends { content: { 'application/json': { data: infer D } } }
      ? D
      : undefined
    : never;
}[keyof Op<K>['responses']];

/** The `data` of one success status. */
export type DataAt<K extends OperationId, S extends number> = S extends keyof Op<K>['responses']
  ? Op<K>['responses'][S] extends { content: { 'application/json': { data: infer D } } }
    ? D
    : undefined
  : never;

/** A create that can dry-run: the evaluation (200) for `dry_run: true`, the resource (201) without it, either when unknown. */
export type DryRunData<K extends OperationId, I> = I extends { body: infer B }
  ? B extends { dry_run: true }
    ? DataAt<K, 200>
    : 'dry_run' extends keyof B
      ? B['dry_run' & keyof B] extends false | undefined
        ? DataAt<K, 201>
        : DataAt<K, 200> | DataAt<K, 201>
      : DataAt<K, 201>
  : DataAt<K, 200> | DataAt<K, 201>;

export type Environment = 'sandbox' | 'live';

/** Per-call options. */
export interface CallOptions {
  /** This call's environment; otherwise the client's. */
  environment?: Environment;
  /** For operations whose body takes one: this key instead of a generated one (a retry of your own keeps it). */
  idempotencyKey?: string;
  /** Aborts the call, its retries included. */
  signal?: AbortSignal;
}

/** A method's arguments: the input may be left out when nothing in it is required. */
export type Args<K extends OperationId> =
  object extends Input<K> ? [input?: Input<K>, options?: CallOptions] : [input: Input<K>, options?: CallOptions];

/** Operations that list with a cursor, and the type of one listed item. */
export type ListingId = { [K in OperationId]: (typeof OPERATIONS)[K] extends { items: string } ? K : never }[OperationId];
export type Item<K extends ListingId> = Data<K>[(typeof OPERATIONS)[K]['items'] & keyof Data<K>] extends ReadonlyArray<infer I> ? I : never;
