/**
 * @generated SignedSource<<5cdea7e2bd54bd078e1827abaa8419a8>>
 * @relayHash 9a72aa6d89685ccf2e8877a205987aca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58ca537ca7a63e67f484da2185fa8b770a02c7fa94ff1201964d93407c697b5d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminSetErrorResolvedInput = {
  id: string;
  resolved: boolean;
};
export type AdminErrorsTableResolveMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AdminSetErrorResolvedInput;
};
export type AdminErrorsTableResolveMutation$data = {
  readonly adminSetErrorResolved: {
    readonly errorGroup: {
      readonly id: string;
      readonly resolvedAt: any | null | undefined;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly error: {
        readonly " $fragmentSpreads": FragmentRefs<"formErrors_error">;
      } | null | undefined;
    }>;
  };
};
export type AdminErrorsTableResolveMutation = {
  response: AdminErrorsTableResolveMutation$data;
  variables: AdminErrorsTableResolveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resolvedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    }
  ],
  "type": "FieldError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminErrorsTableResolveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AdminErrorGroupPayload",
        "kind": "LinkedField",
        "name": "adminSetErrorResolved",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ErrorGroup",
            "kind": "LinkedField",
            "name": "errorGroup",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
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
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "kind": "InlineDataFragmentSpread",
                      "name": "formErrors_error",
                      "selections": [
                        (v5/*:: as any*/),
                        (v6/*:: as any*/),
                        (v7/*:: as any*/)
                      ],
                      "args": null,
                      "argumentDefinitions": []
                    }
                  ],
                  "type": "Error",
                  "abstractKey": "__isError"
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "error"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminErrorsTableResolveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AdminErrorGroupPayload",
        "kind": "LinkedField",
        "name": "adminSetErrorResolved",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ErrorGroup",
            "kind": "LinkedField",
            "name": "errorGroup",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "id",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              },
              (v4/*:: as any*/)
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
              (v5/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
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
    ]
  },
  "params": {
    "id": "58ca537ca7a63e67f484da2185fa8b770a02c7fa94ff1201964d93407c697b5d",
    "metadata": {},
    "name": "AdminErrorsTableResolveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "abe20f0e4a93c90c3be5b2a2f71c6cf9";

export default node;
