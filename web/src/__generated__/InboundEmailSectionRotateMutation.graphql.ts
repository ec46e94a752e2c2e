/**
 * @generated SignedSource<<e10dfe57b2f021896a054ad1b0077b18>>
 * @relayHash 1611efd4ee133ca7412122ccb7539d82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 028fd812ae4e51cb6a8fc3ed4260190cae4a4043d580f94809821ee8baf45adc

import type { ConcreteRequest } from 'relay-runtime';
export type InboundEmailSectionRotateMutation$variables = Record<PropertyKey, never>;
export type InboundEmailSectionRotateMutation$data = {
  readonly rotateInboundEmailAddress: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly message?: string;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly inboundEmailAddress: string | null | undefined;
    } | null | undefined;
  };
};
export type InboundEmailSectionRotateMutation = {
  response: InboundEmailSectionRotateMutation$data;
  variables: InboundEmailSectionRotateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RotateInboundEmailAddressPayload",
    "kind": "LinkedField",
    "name": "rotateInboundEmailAddress",
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
            "name": "inboundEmailAddress",
            "storageKey": null
          }
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              }
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InboundEmailSectionRotateMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InboundEmailSectionRotateMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "028fd812ae4e51cb6a8fc3ed4260190cae4a4043d580f94809821ee8baf45adc",
    "metadata": {},
    "name": "InboundEmailSectionRotateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c9f7c4761046e524a138102e0c588635";

export default node;
