/**
 * @generated SignedSource<<e9c28337962b8cbce34189753dca30c3>>
 * @relayHash e65072fb83a4fa1ca27cea84fea60958
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf160176e42eac70bc21822ab60c9242b388ecc7b1d4aac6cdec71145ceeb0bc

import type { ConcreteRequest } from 'relay-runtime';
export type SaveExampleForViewerMutation$variables = {
  exampleId: string;
  teamId: string;
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
    "name": "exampleId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "teamId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "exampleId",
        "variableName": "exampleId"
      },
      {
        "kind": "Variable",
        "name": "teamId",
        "variableName": "teamId"
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
    "id": "bf160176e42eac70bc21822ab60c9242b388ecc7b1d4aac6cdec71145ceeb0bc",
    "metadata": {},
    "name": "SaveExampleForViewerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f302ed79748fbfe96876c37ac9bff50f";

export default node;
