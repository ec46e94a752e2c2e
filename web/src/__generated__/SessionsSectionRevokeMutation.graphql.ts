/**
 * @generated SignedSource<<dacc1d4219d2b2dc2a4a7d0c6454a11e>>
 * @relayHash 460bed77096b6bb61a097a97333eb26e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b761ee6a6531157d1ce123a2bb8030f8e1be467cb40f782ae8f146ffc9e2bda

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeSessionInput = {
  id: string;
};
export type SessionsSectionRevokeMutation$variables = {
  input: RevokeSessionInput;
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
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
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
    "id": "0b761ee6a6531157d1ce123a2bb8030f8e1be467cb40f782ae8f146ffc9e2bda",
    "metadata": {},
    "name": "SessionsSectionRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7de51c941a2f276b39907f1303d25f4a";

export default node;
