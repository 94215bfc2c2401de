import { errorBody } from '@lodestar/contracts';

/** The OpenAPI tag of the customer's order calls. */
export const tags = ['Order'];

export const refusals = { 401: errorBody, 403: errorBody, 404: errorBody } as const;
