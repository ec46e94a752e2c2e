/**
 * @generated SignedSource<<50acc7361ea60e2ef5daa83cf933c73b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SessionsSectionFragment$data = {
  readonly id: string;
  readonly sessions: ReadonlyArray<{
    readonly createdAt: any;
    readonly current: boolean;
    readonly id: string;
    readonly ip: string | null | undefined;
    readonly lastUsedAt: any;
    readonly userAgent: string | null | undefined;
  }>;
  readonly " $fragmentType": "SessionsSectionFragment";
};
export type SessionsSectionFragment$key = {
  readonly " $data"?: SessionsSectionFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionsSectionFragment">;
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
  "name": "SessionsSectionFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "BrowserSession",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
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
          "name": "ip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userAgent",
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

(node as any).hash = "e7aa409b1cec51a73cc09c6e9673d857";

export default node;
