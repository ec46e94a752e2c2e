/**
 * @generated SignedSource<<be07feb915742e817741e4065e893a76>>
 * @relayHash 06762dc0d16cc33d69e551cd9ea32906
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b53c1d8fbe06295ea6e615421e8d697f59d444b9457d95620067ba16da04cfd0

import type { ConcreteRequest } from 'relay-runtime';
export type SwipeView = "COMFORTABLE" | "COMPACT" | "LIST" | "MASONRY" | "%future added value";
export type SetSwipeViewInput = {
  view: SwipeView;
};
export type useSwipeViewMutation$variables = {
  input: SetSwipeViewInput;
};
export type useSwipeViewMutation$data = {
  readonly setSwipeView: {
    readonly viewer: {
      readonly id: string;
      readonly swipeView: SwipeView | null | undefined;
    } | null | undefined;
  };
};
export type useSwipeViewMutation = {
  response: useSwipeViewMutation$data;
  variables: useSwipeViewMutation$variables;
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
    "concreteType": "SetSwipeViewPayload",
    "kind": "LinkedField",
    "name": "setSwipeView",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
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
            "name": "swipeView",
            "storageKey": null
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
    "name": "useSwipeViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSwipeViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b53c1d8fbe06295ea6e615421e8d697f59d444b9457d95620067ba16da04cfd0",
    "metadata": {},
    "name": "useSwipeViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "be5b08cada37f2a9ecbd1653ac4cfd22";

export default node;
