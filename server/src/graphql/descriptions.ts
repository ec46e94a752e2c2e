import {
  type GraphQLSchema,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';

// The API documents itself (docs/graphql.md): every type, field and input field has a
// description. Lists the ones that do not, as `Type` or `Type.field`, sorted.
export function undescribedSchemaElements(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const described = (text: string | null | undefined) => Boolean(text?.trim());
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!described(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    }
  }
  return missing.sort();
}
