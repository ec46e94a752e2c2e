/**
 * @generated SignedSource<<69fb92a1477a6a283b420a4b9007390a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type formErrors_error$data = {
  readonly __typename: string;
  readonly field?: string;
  readonly message: string;
  readonly " $fragmentType": "formErrors_error";
};
export type formErrors_error$key = {
  readonly " $data"?: formErrors_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"formErrors_error">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "formErrors_error"
};

(node as any).hash = "375e6f3d7fad2f6a673b9104e933dcd8";

export default node;
