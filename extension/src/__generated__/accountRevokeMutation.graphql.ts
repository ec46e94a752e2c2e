/**
 * @generated SignedSource<<bb62b510853a0942974d3b1564bb6363>>
 * @relayHash 80a280a4314125f3db6a9fa0af495272
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20613c86f6fc09c744fbec5c3a944a40bf1fe1e2ba213d7d95352782f22baf1d

import type { ConcreteRequest } from 'relay-runtime';
export type accountRevokeMutation$variables = {
  id: string;
};
export type accountRevokeMutation$data = {
  readonly revokeApiToken: {
    readonly deletedId: string | null | undefined;
  };
};
export type accountRevokeMutation = {
  response: accountRevokeMutation$data;
  variables: accountRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "RevokePayload",
    "kind": "LinkedField",
    "name": "revokeApiToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "accountRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "20613c86f6fc09c744fbec5c3a944a40bf1fe1e2ba213d7d95352782f22baf1d",
    "metadata": {},
    "name": "accountRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f9a7a2d0a5b54155f2df29dbcbf03403";

export default node;
