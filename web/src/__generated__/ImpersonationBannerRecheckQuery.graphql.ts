/**
 * @generated SignedSource<<7ae0ce5e56fe6403be8f045b7217c700>>
 * @relayHash 772e4b35056cd5ded3e6b96aa2351558
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7d256ecd8151e3a450f1eb9b67b769de7ba442c22192cee30be8a902dd27c40a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ImpersonationBannerRecheckQuery$variables = Record<PropertyKey, never>;
export type ImpersonationBannerRecheckQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ImpersonationBanner_viewer">;
  } | null | undefined;
};
export type ImpersonationBannerRecheckQuery = {
  response: ImpersonationBannerRecheckQuery$data;
  variables: ImpersonationBannerRecheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImpersonationBannerRecheckQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ImpersonationBanner_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ImpersonationBannerRecheckQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Impersonation",
            "kind": "LinkedField",
            "name": "impersonation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "targetUserId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endsAt",
                "storageKey": null
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
    "id": "7d256ecd8151e3a450f1eb9b67b769de7ba442c22192cee30be8a902dd27c40a",
    "metadata": {},
    "name": "ImpersonationBannerRecheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fcd3277fa6964d42eeb869812a154f56";

export default node;
