import { GraphQLError } from 'graphql';
import { builder } from '../builder.js';

builder.scalarType('DateTime', {
  description: 'An ISO-8601 timestamp in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return date;
  },
});
