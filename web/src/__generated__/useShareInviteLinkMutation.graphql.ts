/**
 * @generated SignedSource<<a4b190b2ab9779ffddfca1e7f84326a5>>
 * @relayHash f9086789b754b2229c6f1227d476c893
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 978ea2fc3351296e2ee241bcfff93965c14f830aa1a66f44a226e638480f5164

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShareInviteLinkInput = {
  id: string;
};
export type useShareInviteLinkMutation$variables = {
  input: ShareInviteLinkInput;
};
export type useShareInviteLinkMutation$data = {
  readonly shareInviteLink: {
    readonly errors: ReadonlyArray<{
      readonly error: {
        readonly " $fragmentSpreads": FragmentRefs<"formErrors_error">;
      } | null | undefined;
    }>;
    readonly link: string | null | undefined;
  };
};
export type useShareInviteLinkMutation = {
  response: useShareInviteLinkMutation$data;
  variables: useShareInviteLinkMutation$variables;
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
  "kind": "ScalarField",
  "name": "link",
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
    "name": "useShareInviteLinkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ShareInviteLinkPayload",
        "kind": "LinkedField",
        "name": "shareInviteLink",
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
    "name": "useShareInviteLinkMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ShareInviteLinkPayload",
        "kind": "LinkedField",
        "name": "shareInviteLink",
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
    "id": "978ea2fc3351296e2ee241bcfff93965c14f830aa1a66f44a226e638480f5164",
    "metadata": {},
    "name": "useShareInviteLinkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ff43103efad4275a56bb0c70622d482a";

export default node;
