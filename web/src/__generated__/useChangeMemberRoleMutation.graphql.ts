/**
 * @generated SignedSource<<dca216a8221aeaa30fb6b4b0d959e3e7>>
 * @relayHash 5a9ad1881eb3f88c77a5af0698bae9ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bdcb73f13e9dd59be85ec5c6cde3fbe6ef9f1b8f84b1aaff63ea31b8898dc6ba

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TeamRole = "ADMIN" | "EDITOR" | "OWNER" | "VIEWER" | "%future added value";
export type ChangeMemberRoleInput = {
  memberId: string;
  role: TeamRole;
};
export type useChangeMemberRoleMutation$variables = {
  input: ChangeMemberRoleInput;
};
export type useChangeMemberRoleMutation$data = {
  readonly changeMemberRole: {
    readonly errors: ReadonlyArray<{
      readonly error: {
        readonly " $fragmentSpreads": FragmentRefs<"formErrors_error">;
      } | null | undefined;
    }>;
    readonly member: {
      readonly id: string;
      readonly role: TeamRole;
    } | null | undefined;
  };
};
export type useChangeMemberRoleMutation$rawResponse = {
  readonly changeMemberRole: {
    readonly errors: ReadonlyArray<{
      readonly __typename: "FieldError";
      readonly __isError: "FieldError";
      readonly field: string;
      readonly message: string;
    } | {
      readonly __typename: string;
      readonly __isError?: string;
      readonly message?: string;
    }>;
    readonly member: {
      readonly id: string;
      readonly role: TeamRole;
    } | null | undefined;
  };
};
export type useChangeMemberRoleMutation = {
  rawResponse: useChangeMemberRoleMutation$rawResponse;
  response: useChangeMemberRoleMutation$data;
  variables: useChangeMemberRoleMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "TeamMember",
  "kind": "LinkedField",
  "name": "member",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangeMemberRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeMemberRolePayload",
        "kind": "LinkedField",
        "name": "changeMemberRole",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                        (v3/*:: as any*/),
                        (v4/*:: as any*/),
                        (v5/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeMemberRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeMemberRolePayload",
        "kind": "LinkedField",
        "name": "changeMemberRole",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
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
    "id": "bdcb73f13e9dd59be85ec5c6cde3fbe6ef9f1b8f84b1aaff63ea31b8898dc6ba",
    "metadata": {},
    "name": "useChangeMemberRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fbf7f6a28e8b99bac19cb7415ee8bc57";

export default node;
