import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** The Middy middleware shape every HTTP middleware here has. */
export type HttpMiddleware = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;
