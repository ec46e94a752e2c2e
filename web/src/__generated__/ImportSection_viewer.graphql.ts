/**
 * @generated SignedSource<<c3975d08073060b446993e6d30bcd704>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ImportStatus = "CANCELLED" | "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ImportSection_viewer$data = {
  readonly id: string;
  readonly teams: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly imports: ReadonlyArray<{
          readonly id: string;
          readonly status: ImportStatus;
          readonly " $fragmentSpreads": FragmentRefs<"ImportJobItem_job">;
        }>;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"TeamPicker_viewer">;
  readonly " $fragmentType": "ImportSection_viewer";
};
export type ImportSection_viewer$key = {
  readonly " $data"?: ImportSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportSection_viewer">;
};

import ImportSectionRefetchQuery_graphql from './ImportSectionRefetchQuery.graphql';

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
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ImportSectionRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ImportSection_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TeamPicker_viewer"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "UserTeamsConnection",
      "kind": "LinkedField",
      "name": "teams",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserTeamsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Team",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ImportJob",
                  "kind": "LinkedField",
                  "name": "imports",
                  "plural": true,
                  "selections": [
                    (v0/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "status",
                      "storageKey": null
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ImportJobItem_job"
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "teams(first:50)"
    },
    (v0/*:: as any*/)
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "fdaadb723fe7b420b0af0202ead2998c";

export default node;
