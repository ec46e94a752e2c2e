/**
 * @generated SignedSource<<e827ca43add41f98bb3c3688e4367c26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdResultList_team$data = {
  readonly adSearch: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"FoundAdCard_ad">;
      };
    }>;
    readonly failure: string | null | undefined;
  };
  readonly id: string;
  readonly " $fragmentType": "AdResultList_team";
};
export type AdResultList_team$key = {
  readonly " $data"?: AdResultList_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdResultList_team">;
};

import AdResultListPaginationQuery_graphql from './AdResultListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "adSearch"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "brand"
    },
    {
      "defaultValue": 24,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "country"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "keyword"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "platform"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "since"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "source"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "until"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": AdResultListPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "AdResultList_team",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": "adSearch",
      "args": [
        {
          "kind": "Variable",
          "name": "brand",
          "variableName": "brand"
        },
        {
          "kind": "Variable",
          "name": "country",
          "variableName": "country"
        },
        {
          "kind": "Variable",
          "name": "keyword",
          "variableName": "keyword"
        },
        {
          "kind": "Variable",
          "name": "platform",
          "variableName": "platform"
        },
        {
          "kind": "Variable",
          "name": "since",
          "variableName": "since"
        },
        {
          "kind": "Variable",
          "name": "source",
          "variableName": "source"
        },
        {
          "kind": "Variable",
          "name": "until",
          "variableName": "until"
        }
      ],
      "concreteType": "TeamAdSearchConnection",
      "kind": "LinkedField",
      "name": "__AdResultList_adSearch_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "failure",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TeamAdSearchConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "FoundAd",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FoundAdCard_ad"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Team",
  "abstractKey": null
};
})();

(node as any).hash = "2bbf0dcf6d1f13cbd3b88935fbf5db1e";

export default node;
