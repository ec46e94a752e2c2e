/**
 * @generated SignedSource<<e136ab5e8498d23906b0dda2e71dad4f>>
 * @relayHash 1f9880dbbac464ced334e7f30c3de980
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95d985bc895613a4e2391e0c166034890f828409d209158f299dd35a36ca30bb

import type { ConcreteRequest } from 'relay-runtime';
export type SaveExampleInput = {
  exampleId: string;
  teamId: string;
};
export type SaveExampleForViewerMutation$variables = {
  input: SaveExampleInput;
};
export type SaveExampleForViewerMutation$data = {
  readonly saveExample: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
    readonly swipe: {
      readonly id: string;
    } | null | undefined;
  };
};
export type SaveExampleForViewerMutation = {
  response: SaveExampleForViewerMutation$data;
  variables: SaveExampleForViewerMutation$variables;
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
    "concreteType": "SaveExamplePayload",
    "kind": "LinkedField",
    "name": "saveExample",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Swipe",
        "kind": "LinkedField",
        "name": "swipe",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
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
    "name": "SaveExampleForViewerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveExampleForViewerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "95d985bc895613a4e2391e0c166034890f828409d209158f299dd35a36ca30bb",
    "metadata": {},
    "name": "SaveExampleForViewerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7b6cdbed7a63b516a274c5b47e568d39";

export default node;
