/**
 * @generated SignedSource<<b181b2efc0272a8c2704a30da88b1217>>
 * @relayHash a3d25f807864698e8f0dd9ecd5da16e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 561757bfab1ce9e38f67b7c6d807d66fb5c0f4cc36fedc511ae747686686bddb

import type { ConcreteRequest } from 'relay-runtime';
export type SessionsSectionRevokeMutation$variables = {
  id: string;
};
export type SessionsSectionRevokeMutation$data = {
  readonly revokeSession: {
    readonly deletedId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
  };
};
export type SessionsSectionRevokeMutation = {
  response: SessionsSectionRevokeMutation$data;
  variables: SessionsSectionRevokeMutation$variables;
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
    "name": "revokeSession",
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
    "name": "SessionsSectionRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SessionsSectionRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "561757bfab1ce9e38f67b7c6d807d66fb5c0f4cc36fedc511ae747686686bddb",
    "metadata": {},
    "name": "SessionsSectionRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "79a017876cc33566023d79c47df91f5e";

export default node;
