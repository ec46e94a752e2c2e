/**
 * @generated SignedSource<<d154775a33fa64001d4457ae9898c7d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ApiTokensSectionFragment$data = {
  readonly apiTokens: ReadonlyArray<{
    readonly createdAt: any;
    readonly id: string;
    readonly lastUsedAt: any | null | undefined;
    readonly name: string;
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "7f7bb2743d085f30b30619157554f9fb";

export default node;
