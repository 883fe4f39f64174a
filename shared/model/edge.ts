/**
 * The header the optional public edge's CloudFront distribution adds to every request it sends to
 * the API, carrying the origin secret (docs/infrastructure.md, Public edge). Lower case, as API
 * Gateway hands headers over. Here, apart from the check, so the CDK's edge stack can name it
 * without loading the functions' configuration.
 */
export const ORIGIN_SECRET_HEADER = 'x-origin-secret';
