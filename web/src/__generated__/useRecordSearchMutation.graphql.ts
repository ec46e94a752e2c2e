/**
 * @generated SignedSource<<e714d41dc3edaa686a4e3c41b8650e37>>
 * @relayHash 59ee25a7d7d6f3323febce54ff170b49
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 714f15fde5b5b0bb29bf8ffe734035d457a8f920172442a0588f5395472b40ca

import type { ConcreteRequest } from 'relay-runtime';
export type useRecordSearchMutation$variables = {
  search: string;
  teamId: string;
};
export type useRecordSearchMutation$data = {
  readonly recordSwipeSearch: boolean;
};
export type useRecordSearchMutation = {
  response: useRecordSearchMutation$data;
  variables: useRecordSearchMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "teamId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      },
      {
        "kind": "Variable",
        "name": "teamId",
        "variableName": "teamId"
      }
    ],
    "kind": "ScalarField",
    "name": "recordSwipeSearch",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRecordSearchMutation",
    "selections": (v2/*:: as any*/),
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
    "name": "useRecordSearchMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "714f15fde5b5b0bb29bf8ffe734035d457a8f920172442a0588f5395472b40ca",
    "metadata": {},
    "name": "useRecordSearchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "363c4404504cf4268a2d3c64cd8f4566";

export default node;
