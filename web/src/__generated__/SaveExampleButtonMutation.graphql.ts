/**
 * @generated SignedSource<<dbdf3c8371bab34db1709df2ebf8d484>>
 * @relayHash c0dc5d1f0fa54eefafc31152e95622cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 636db505dec603ebe2d84dc7d19a049e7ad88449e3b0ccafaaeb8fbaceef7938

import { ConcreteRequest } from 'relay-runtime';
export type SaveExampleButtonMutation$variables = {
  exampleId: string;
  teamId: string;
};
export type SaveExampleButtonMutation$data = {
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
export type SaveExampleButtonMutation = {
  response: SaveExampleButtonMutation$data;
  variables: SaveExampleButtonMutation$variables;
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
    "name": "SaveExampleButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveExampleButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "636db505dec603ebe2d84dc7d19a049e7ad88449e3b0ccafaaeb8fbaceef7938",
    "metadata": {},
    "name": "SaveExampleButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "43d3623cb5cb993468dcd44112b4ab16";

export default node;
