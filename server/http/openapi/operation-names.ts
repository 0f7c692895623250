import type { EndpointDef } from "../../../core/contracts/endpoint";
import { AREA_TAGS, endpointsByArea } from "../../../core/contracts/endpoints";

export interface OperationName {
  /** The area and the endpoint's key, e.g. "studies" + "list" -> "studiesList". */
  operationId: string;
  tag: string;
}

/** Each endpoint's operationId and tag, from its place in the endpoint table. */
export const OPERATION_NAMES: ReadonlyMap<EndpointDef, OperationName> = new Map(
  Object.entries(endpointsByArea).flatMap(([area, endpoints]) =>
    Object.entries(endpoints).map(([key, endpoint]): [EndpointDef, OperationName] => [
      endpoint,
      {
        operationId: `${area}${key.charAt(0).toUpperCase()}${key.slice(1)}`,
        tag: AREA_TAGS[area as keyof typeof AREA_TAGS].name,
      },
    ]),
  ),
);

/** The document's tag list, in the table's order. */
export const TAGS = Object.values(AREA_TAGS);
