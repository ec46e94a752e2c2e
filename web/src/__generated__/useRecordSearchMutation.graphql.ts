/**
 * @generated SignedSource<<d74fd01d55410fd3e54bf77342cb255c>>
 * @relayHash 2cec61f3a305daab3018f789b7bc3327
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2531caf39c98a9f7906fedb11ced5fd4e241b374b0b90a362281db950bcba54c

import type { ConcreteRequest } from 'relay-runtime';
export type RecordSwipeSearchInput = {
  search: string;
  teamId: string;
};
export type useRecordSearchMutation$variables = {
  input: RecordSwipeSearchInput;
};
export type useRecordSearchMutation$data = {
  readonly recordSwipeSearch: {
    readonly recorded: boolean;
  };
};
export type useRecordSearchMutation = {
  response: useRecordSearchMutation$data;
  variables: useRecordSearchMutation$variables;
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
    "concreteType": "RecordSwipeSearchPayload",
    "kind": "LinkedField",
    "name": "recordSwipeSearch",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recorded",
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
    "name": "useRecordSearchMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordSearchMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2531caf39c98a9f7906fedb11ced5fd4e241b374b0b90a362281db950bcba54c",
    "metadata": {},
    "name": "useRecordSearchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1451300e3cf5d8725960223072472150";

export default node;
