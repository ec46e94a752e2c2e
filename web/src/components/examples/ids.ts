export const EXAMPLES_ROUTE_ID = 'examples';
