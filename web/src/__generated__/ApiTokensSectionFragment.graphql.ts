/**
 * @generated SignedSource<<99a7faf5dcbdefed7e1a996104d39d6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApiTokenScope = "FULL" | "READ_ONLY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ApiTokensSectionFragment$data = {
  readonly apiTokens: ReadonlyArray<{
    readonly createdAt: any;
    readonly expiresAt: any | null | undefined;
    readonly id: string;
    readonly lastUsedAt: any | null | undefined;
    readonly name: string;
    readonly scope: ApiTokenScope;
  }>;
  readonly id: string;
  readonly " $fragmentType": "ApiTokensSectionFragment";
};
export type ApiTokensSectionFragment$key = {
  readonly " $data"?: ApiTokensSectionFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokensSectionFragment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokensSectionFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ApiToken",
      "kind": "LinkedField",
      "name": "apiTokens",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scope",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "04d19a2425ccd7eab8fe4f763ab9641a";

export default node;
