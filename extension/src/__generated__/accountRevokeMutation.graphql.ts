/**
 * @generated SignedSource<<35351c6c6f49c68e9ac6f22f29067af9>>
 * @relayHash 1ab3ff2faa219647c41683f75841b239
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1105a413295055f7be64fbe1f2564245ea6e1b54f735fcd4fa367cd0ba054560

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeApiTokenInput = {
  id: string;
};
export type accountRevokeMutation$variables = {
  input: RevokeApiTokenInput;
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
    "id": "1105a413295055f7be64fbe1f2564245ea6e1b54f735fcd4fa367cd0ba054560",
    "metadata": {},
    "name": "accountRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a535da99912acac7f68a3416fd0c4822";

export default node;
