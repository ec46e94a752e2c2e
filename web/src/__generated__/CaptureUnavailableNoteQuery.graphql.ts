/**
 * @generated SignedSource<<5289ebee987ead8796d2a9cba2119d67>>
 * @relayHash 2fe1908d5bfe11b56737c7c02d3c0a5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f25942df734c57abee626046cac936829dc49f3345f7d4a239a0e2ef43dd86a5

import type { ConcreteRequest } from 'relay-runtime';
export type CaptureUnavailableNoteQuery$variables = Record<PropertyKey, never>;
export type CaptureUnavailableNoteQuery$data = {
  readonly capturesAvailable: boolean;
};
export type CaptureUnavailableNoteQuery = {
  response: CaptureUnavailableNoteQuery$data;
  variables: CaptureUnavailableNoteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "capturesAvailable",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CaptureUnavailableNoteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CaptureUnavailableNoteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f25942df734c57abee626046cac936829dc49f3345f7d4a239a0e2ef43dd86a5",
    "metadata": {},
    "name": "CaptureUnavailableNoteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "533719cc03033f6984c484d53c3ba92e";

export default node;
