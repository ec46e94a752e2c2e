/**
 * @generated SignedSource<<4ec1037836d36fdcc715a229b16072d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AiUsageMeter_quota$data = {
  readonly aiUsage: {
    readonly quota: number;
    readonly used: number;
  };
  readonly " $fragmentType": "AiUsageMeter_quota";
};
export type AiUsageMeter_quota$key = {
  readonly " $data"?: AiUsageMeter_quota$data;
  readonly " $fragmentSpreads": FragmentRefs<"AiUsageMeter_quota">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "AiUsageMeter_quota"
};

(node as any).hash = "0979615daf6c5dad392ac749ec7442fe";

export default node;
