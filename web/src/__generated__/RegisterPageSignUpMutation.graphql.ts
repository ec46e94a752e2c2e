/**
 * @generated SignedSource<<eb5a8b1e7c2e8f445f7024cbc1d5adb7>>
 * @relayHash ce3ceb1d137178e6fdc17413d68eec03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5021dec9ae2a151e327099f92ac866abb52b38e71f482d743444c4b9de8d162c

import type { ConcreteRequest } from 'relay-runtime';
export type SignUpInput = {
  email: string;
  name: string;
  password: string;
};
export type RegisterPageSignUpMutation$variables = {
  input: SignUpInput;
};
export type RegisterPageSignUpMutation$data = {
  readonly signUp: {
    readonly errors: ReadonlyArray<{
      readonly __typename: "FieldError";
      readonly field: string;
      readonly message: string;
    } | {
      readonly __typename: "RateLimitError";
      readonly message: string;
      readonly retryAfterSeconds: number;
    } | {
      // This will never be '%other', but we need some
      // value in case none of the concrete values match.
      readonly __typename: "%other";
    }>;
    readonly viewer: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  };
};
export type RegisterPageSignUpMutation = {
  response: RegisterPageSignUpMutation$data;
  variables: RegisterPageSignUpMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SignUpPayload",
    "kind": "LinkedField",
    "name": "signUp",
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
            "name": "name",
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
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "type": "FieldError",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "retryAfterSeconds",
                "storageKey": null
              }
            ],
            "type": "RateLimitError",
            "abstractKey": null
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
    "name": "RegisterPageSignUpMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegisterPageSignUpMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5021dec9ae2a151e327099f92ac866abb52b38e71f482d743444c4b9de8d162c",
    "metadata": {},
    "name": "RegisterPageSignUpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6399c3c51e6657dae2587f9a64695da7";

export default node;
