/**
 * @generated SignedSource<<a0be7a792411580032c2b62103d8c995>>
 * @relayHash 57e2f5023223bf52007c9e86b91a1d5e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b0dd48d0302c607f65a007ade5edfc4328a0bcf19a5db57ad9f744cb721896a

import type { ConcreteRequest } from 'relay-runtime';
export type ApiTokensSectionRevokeMutation$variables = {
  id: string;
};
export type ApiTokensSectionRevokeMutation$data = {
  readonly revokeApiToken: {
    readonly deletedId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
  };
};
export type ApiTokensSectionRevokeMutation = {
  response: ApiTokensSectionRevokeMutation$data;
  variables: ApiTokensSectionRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "RevokePayload",
    "kind": "LinkedField",
    "name": "revokeApiToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              }
            ],
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApiTokensSectionRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiTokensSectionRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1b0dd48d0302c607f65a007ade5edfc4328a0bcf19a5db57ad9f744cb721896a",
    "metadata": {},
    "name": "ApiTokensSectionRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a23311987d7a404c2ca1c6d3cbb6531a";

export default node;
