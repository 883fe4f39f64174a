export { default, astToString } from 'openapi-typescript';
